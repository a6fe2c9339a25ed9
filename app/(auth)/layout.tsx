import Link from "next/link";

/** Sign-in screens render bare: no public header or footer. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-12">
      <Link href="/" className="mb-8 text-xl font-bold text-brand-500">
        Remote Talent
      </Link>
      <main className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm">{children}</main>
    </div>
  );
}
