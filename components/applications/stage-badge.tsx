import type { ApplicationStage } from "@/lib/applications/stages";
import { TALENT_STAGE_LABELS } from "@/lib/content/application-stages";

const TONES: Record<ApplicationStage, string> = {
  applied: "bg-slate-100 text-slate-800",
  screening: "bg-sky-100 text-sky-900",
  interview: "bg-brand-100 text-brand-900",
  offer: "bg-amber-100 text-amber-900",
  hired: "bg-emerald-100 text-emerald-900",
  rejected: "bg-rose-100 text-rose-900",
  withdrawn: "bg-slate-100 text-slate-600",
};

/** An application's stage as a coloured label. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[stage]}`}>
      {TALENT_STAGE_LABELS[stage]}
    </span>
  );
}
