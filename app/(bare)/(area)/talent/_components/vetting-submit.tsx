"use client";

import Link from "next/link";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { submitForVettingRequest } from "@/lib/api/talent-vetting";
import { VETTING_CARD as copy } from "@/lib/content/talent-vetting";
import type { TalentVetting } from "@/lib/validation/talent-vetting";

import { profileFieldHref } from "./completeness-meter";

type Props = { vetting: TalentVetting; onSubmitted: (next: TalentVetting) => void; onRefused: () => Promise<void> };

type State = { step: "idle" } | { step: "sending" } | { step: "failed"; message: string };

// The workspace's verification notice (components/dashboard/email-verification-banner.tsx) carries this id.
const VERIFICATION_NOTICE = "#verify-email-heading";

const linkClass =
  "font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500";

/** "Submit for vetting", disabled with the reasons (each with where to fix it) while the talent has something to do first. */
export function VettingSubmit({ vetting, onSubmitted, onRefused }: Props) {
  const [state, setState] = useState<State>({ step: "idle" });
  const missing = vetting.missing ?? [];
  const firstProfileItem = missing.find((item) => item.field !== "email");
  const needsEmail = missing.some((item) => item.field === "email");
  const blocked = !vetting.can_submit;

  const submit = async () => {
    setState({ step: "sending" });
    try {
      onSubmitted(await submitForVettingRequest());
      setState({ step: "idle" });
    } catch (error) {
      setState({ step: "failed", message: apiErrorMessage(error, copy.submitFailed) });
      // A refusal means the card is out of date (a submission from another tab, a manager's move): show where it stands.
      await onRefused();
    }
  };

  return (
    <div className="mt-5">
      {blocked ? (
        <div id="vetting-blockers" className="mb-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
          <h3 className="font-semibold">{copy.blockedHeading}</h3>
          <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
            {firstProfileItem ? (
              <li>
                {copy.profileBlocker}{" "}
                <Link href={profileFieldHref(firstProfileItem.field)} prefetch={false} className={linkClass}>
                  {copy.profileLink}
                </Link>
              </li>
            ) : null}
            {needsEmail ? (
              <li>
                {copy.emailBlocker}{" "}
                <a href={VERIFICATION_NOTICE} className={linkClass}>
                  {copy.emailLink}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <button
        type="button"
        onClick={submit}
        disabled={blocked || state.step === "sending"}
        aria-describedby={blocked ? "vetting-blockers" : undefined}
        aria-busy={state.step === "sending"}
        className={buttonClass("primary", "md", "disabled:cursor-not-allowed disabled:opacity-50")}
      >
        {state.step === "sending" ? copy.submitting : copy.submit}
      </button>
      {/* Always rendered, so screen readers announce what appears in it. */}
      <p aria-live="polite" className="mt-2 text-sm text-red-700">
        {state.step === "failed" ? state.message : null}
      </p>
    </div>
  );
}
