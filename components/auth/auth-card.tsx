/** The sign-in card on a page with the public header and footer (the link pages are not bare paths). */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-50 to-white px-5 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {lead ? <p className="mt-2 text-ink-muted">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** A settled outcome inside the card: what happened, then where to go next. */
export function AuthOutcome({
  tone,
  title,
  text,
  children,
}: {
  tone: "success" | "error";
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  const colours =
    tone === "success" ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900";
  return (
    <div className="mt-6">
      <div role={tone === "error" ? "alert" : "status"} className={`rounded-xl border px-4 py-3 ${colours}`}>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm">{text}</p>
      </div>
      {children ? <div className="mt-5 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}
