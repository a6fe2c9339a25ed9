import { HeaderAuthControls } from "@/components/auth/header-auth-controls";

export default function HomePage() {
  return (
    <>
      <header className="flex items-center justify-end px-6 py-3">
        <HeaderAuthControls />
      </header>
      <main className="mx-auto max-w-3xl px-6 py-24">
        <h1 className="text-4xl font-bold tracking-tight">Hire vetted remote talent in 7 days or less</h1>
      </main>
    </>
  );
}
