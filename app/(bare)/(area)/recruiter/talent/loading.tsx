import { DIRECTORY_COPY } from "@/lib/content/directory";

/** While a search runs: the page's outline, so the filters and cards do not jump in. */
export default function FindTalentLoading() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-live="polite">
      <span className="sr-only">{DIRECTORY_COPY.loading}</span>
      <div className="h-9 w-48 animate-pulse rounded-lg bg-slate-200" />
      <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-36 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}
