import { VETTING_DETAIL_COPY as COPY } from "@/lib/content/manage-vetting";
import { VETTING_STAGE_LABELS } from "@/lib/content/vetting-stages";
import { formatUtcDateTime } from "@/lib/format/date-time";
import type { VettingDetail } from "@/lib/validation/manage-vetting";

import { consoleDay } from "./vetting-dates";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

/** The talent's current stage and attempt, and a decision's outcome once there is one. */
export function StageSummary({ vetting }: { vetting: VettingDetail["vetting"] }) {
  const tone =
    vetting.stage === "vetted"
      ? "bg-emerald-50 text-emerald-800"
      : vetting.stage === "declined"
        ? "bg-red-50 text-red-800"
        : "bg-brand-50 text-brand-800";
  return (
    <section aria-labelledby="stage-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="stage-title" className="text-lg font-semibold text-ink">
        {COPY.stageTitle}
      </h2>
      <p className={`mt-3 inline-flex rounded-full px-3 py-1 text-sm font-semibold ${tone}`}>
        {VETTING_STAGE_LABELS[vetting.stage]}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Fact term={COPY.since}>
          <time dateTime={vetting.stage_entered_at}>{formatUtcDateTime(vetting.stage_entered_at)}</time>
        </Fact>
        <Fact term={COPY.submitted}>
          <time dateTime={vetting.submitted_at}>{consoleDay(vetting.submitted_at)}</time>
        </Fact>
        <Fact term={COPY.attempt}>{vetting.attempt}</Fact>
        {vetting.vetted_at ? (
          <Fact term={COPY.vettedAt}>
            <time dateTime={vetting.vetted_at}>{consoleDay(vetting.vetted_at)}</time>
          </Fact>
        ) : null}
        {vetting.stage === "declined" && vetting.reapply_after ? (
          <Fact term={COPY.reapplyAfter}>{consoleDay(vetting.reapply_after)}</Fact>
        ) : null}
      </dl>
      {vetting.stage === "declined" && vetting.decline_reason ? (
        <dl className="mt-3">
          <Fact term={COPY.declineReason}>
            <span className="whitespace-pre-line">{vetting.decline_reason}</span>
          </Fact>
        </dl>
      ) : null}
    </section>
  );
}
