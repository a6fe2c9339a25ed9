"use client";

import { CheckIcon } from "@/components/check-icon";
import { useRefetchOnFocus } from "@/components/dashboard/use-refetch-on-focus";
import { cardClass } from "@/components/ui/card";
import { getTalentVettingRequest } from "@/lib/api/talent-vetting";
import { VETTING_CARD as copy } from "@/lib/content/talent-vetting";
import { VETTING_STAGE_DESCRIPTIONS } from "@/lib/content/vetting-stages";
import { formatDay } from "@/lib/profiles/format";
import type { TalentVetting } from "@/lib/validation/talent-vetting";

import { dayOf, VettingStepper } from "./vetting-stepper";
import { VettingSubmit } from "./vetting-submit";

/**
 * The Overview's Vetting card: what vetting is and the submit button, the stepper while it runs, the outcome
 * after. Fetched again when the tab comes back into view, so a manager's move shows without a reload.
 */
export function VettingCard({ initial }: { initial: TalentVetting }) {
  const { value: vetting, setValue, refreshFailed, refresh } = useRefetchOnFocus(initial, getTalentVettingRequest);
  return (
    <section aria-labelledby="vetting-heading" className={cardClass("p-5 shadow-sm sm:p-7")}>
      <h2 id="vetting-heading" className="text-lg font-semibold text-ink">
        {copy.heading}
      </h2>
      {refreshFailed ? (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {copy.refreshFailed}
        </p>
      ) : null}
      <VettingState vetting={vetting} onSubmitted={setValue} onRefused={refresh} />
    </section>
  );
}

type StateProps = {
  vetting: TalentVetting;
  onSubmitted: (next: TalentVetting) => void;
  onRefused: () => Promise<void>;
};

function VettingState({ vetting, onSubmitted, onRefused }: StateProps) {
  // Offered when a submission is possible now, or once the talent has done what `missing` names.
  const submittable = vetting.can_submit === true || (vetting.missing?.length ?? 0) > 0;
  const submit = submittable ? (
    <VettingSubmit vetting={vetting} onSubmitted={onSubmitted} onRefused={onRefused} />
  ) : null;
  if (vetting.stage === null) {
    return (
      <>
        <p className="mt-2 text-sm text-ink-muted">{copy.intro}</p>
        <h3 className="mt-5 text-sm font-semibold text-ink">{copy.stepsHeading}</h3>
        <ol className="mt-2 grid gap-2 text-sm text-ink sm:grid-cols-2">
          {copy.steps.map((step, index) => (
            <li key={step} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        {submit}
      </>
    );
  }
  if (vetting.stage === "declined") return <Declined vetting={vetting} submit={submit} />;
  if (vetting.stage === "vetted") {
    const at = vetting.history.at(-1)?.at;
    return (
      <>
        <div className="mt-3 flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <CheckIcon className="size-6 shrink-0 text-emerald-600" />
          <div>
            <h3 className="font-semibold">{copy.vettedHeading}</h3>
            {at ? <p className="text-sm">{copy.vettedOn(formatDay(dayOf(at)))}</p> : null}
            <p className="mt-1 text-sm">{VETTING_STAGE_DESCRIPTIONS.vetted}</p>
          </div>
        </div>
        <VettingStepper vetting={vetting} />
      </>
    );
  }
  return <VettingStepper vetting={vetting} />;
}

function Declined({ vetting, submit }: { vetting: TalentVetting; submit: React.ReactNode }) {
  const at = vetting.history.at(-1)?.at;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="font-semibold text-ink">{copy.declinedHeading}</h3>
      {at ? <p className="text-sm text-ink-muted">{copy.declinedOn(formatDay(dayOf(at)))}</p> : null}
      {vetting.reason ? (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold">{copy.reasonLabel}: </span>
          <span className="break-words">{vetting.reason}</span>
        </p>
      ) : null}
      <p className="mt-3 text-sm text-ink">
        {submit ? copy.reapplyNow : vetting.reapply_after ? copy.reapplyOn(formatDay(vetting.reapply_after)) : null}
      </p>
      {submit}
    </div>
  );
}
