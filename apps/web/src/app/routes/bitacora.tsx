// Placeholder: the audit-log screen.
export default function Screen() {
  return <h1 className="h3">Bitácora</h1>;
}
