import type { ReactNode } from "react";

export type BadgeTone = "amber" | "sky" | "emerald" | "slate";

const TONES: Record<BadgeTone, string> = {
  amber: "bg-amber-50 text-amber-800 ring-amber-600/20",
  sky: "bg-sky-50 text-sky-800 ring-sky-600/20",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

/** A small rounded label for a status or a count. `title` explains it on hover. */
export function Badge({ tone, title, children }: { tone: BadgeTone; title?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
      title={title}
    >
      {children}
    </span>
  );
}
