import Link from "next/link";
import { HeaderAuthControls } from "@/components/auth/header-auth-controls";

/** Signed-in areas: bare (no public header or footer), with a slim bar holding the user's menu. */
export default function AreaLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3">
        <Link href="/" className="text-lg font-bold text-brand-500">
          Remote Talent
        </Link>
        <HeaderAuthControls />
      </header>
      <main className="mx-auto max-w-4xl px-6 py-12">{children}</main>
    </div>
  );
}
