import { VETTING_CARD as copy, VETTING_NEXT_STEP } from "@/lib/content/talent-vetting";
import { VETTING_STAGE_DESCRIPTIONS, VETTING_STAGE_LABELS } from "@/lib/content/vetting-stages";
import { formatDay } from "@/lib/profiles/format";
import type { TalentVetting } from "@/lib/validation/talent-vetting";
import { VETTING_LINE } from "@/lib/vetting/stages";

/** The calendar day (UTC) of an instant, as the date formatter takes it. */
export const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

type StepStatus = "done" | "current" | "upcoming";

/** The five stages top to bottom: each reached one with its date, the current one with what it involves and what is next. */
export function VettingStepper({ vetting }: { vetting: TalentVetting }) {
  const reached = new Map(vetting.history.map((entry) => [entry.stage, entry.at]));
  const current = VETTING_LINE.findIndex((stage) => stage === vetting.stage);
  const statusOf = (index: number): StepStatus =>
    index < current || vetting.stage === "vetted" ? "done" : index === current ? "current" : "upcoming";
  return (
    <ol aria-label={copy.progressLabel} className="mt-5">
      {VETTING_LINE.map((stage, index) => {
        const status = statusOf(index);
        const at = reached.get(stage);
        const last = index === VETTING_LINE.length - 1;
        return (
          <li
            key={stage}
            aria-current={status === "current" ? "step" : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute top-8 bottom-0 left-[15px] w-0.5 ${status === "done" ? "bg-emerald-500" : "bg-slate-200"}`}
              />
            )}
            <StepMarker status={status} number={index + 1} />
            <div
              className={`min-w-0 flex-1 ${status === "current" ? "rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100" : "pt-1"}`}
            >
              <p className={`text-sm font-semibold ${status === "upcoming" ? "text-ink-muted" : "text-ink"}`}>
                {VETTING_STAGE_LABELS[stage]}
                {status === "upcoming" ? null : (
                  <span className="sr-only"> ({status === "current" ? copy.current : copy.done})</span>
                )}
              </p>
              {at && status !== "upcoming" ? (
                <p className="text-xs text-ink-muted">{copy.reachedOn(formatDay(dayOf(at)))}</p>
              ) : null}
              {status === "current" ? <CurrentStage stage={stage} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function CurrentStage({ stage }: { stage: (typeof VETTING_LINE)[number] }) {
  const next = VETTING_NEXT_STEP[stage];
  return (
    <>
      <p className="mt-2 text-sm text-ink">{VETTING_STAGE_DESCRIPTIONS[stage]}</p>
      {next ? <p className="mt-2 text-sm text-ink-muted">{copy.next(next)}</p> : null}
    </>
  );
}

function StepMarker({ status, number }: { status: StepStatus; number: number }) {
  if (status === "done") {
    return (
      <span
        aria-hidden="true"
        className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white"
      >
        <svg viewBox="0 0 20 20" className="size-4">
          <path
            d="M5.5 10.5l3 3 6-6.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  const look =
    status === "current"
      ? "bg-brand-600 text-white ring-4 ring-brand-100"
      : "border-2 border-slate-200 bg-white text-ink-muted";
  return (
    <span
      aria-hidden="true"
      className={`relative inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${look}`}
    >
      {number}
    </span>
  );
}
