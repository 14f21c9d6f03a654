export default function LoginRoute() {
  return (
    <main className="container py-5">
      <h1>AguaVend</h1>
    </main>
  );
}
