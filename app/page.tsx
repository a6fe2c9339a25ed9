export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="text-4xl font-bold tracking-tight">Hire vetted remote talent in 7 days or less</h1>
    </main>
  );
}
