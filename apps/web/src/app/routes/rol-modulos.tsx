// Placeholder: the screen is built on top of the layout.
export default function Screen() {
  return <h1 className="h3">rol-modulos</h1>;
}
