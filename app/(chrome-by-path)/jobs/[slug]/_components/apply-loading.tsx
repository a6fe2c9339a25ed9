import { APPLY_COPY } from "@/lib/content/applications";

/** The apply box while a talent's application status (or the code that reads it) is on its way. */
export function ApplyLoading() {
  return (
    <p role="status" className="mt-4 animate-pulse rounded-xl bg-slate-100 p-4 text-sm text-ink-muted">
      {APPLY_COPY.loading}
    </p>
  );
}
