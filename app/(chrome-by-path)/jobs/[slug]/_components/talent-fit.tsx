"use client";

import Link from "next/link";

import { REMOTE_FIT_COPY as COPY } from "@/lib/content/remote-fit";
import { todayUtc } from "@/lib/format/date-time";
import { hiresFromText, hoursText, remoteFit, type ProfileFit } from "@/lib/remote/fit";
import type { Job } from "@/lib/validation/jobs";

export type JobFit = Pick<Job, "hires_from" | "overlap">;

function eligibleText(job: JobFit, eligible: boolean | null) {
  if (eligible === null) return `${COPY.eligible}: add your country to your profile to check`;
  return eligible ? `${COPY.eligible}: yes` : `${COPY.eligible}: no (this role hires in ${hiresFromText(job)})`;
}

function overlapText(job: JobFit, overlap: number | null | undefined) {
  if (!job.overlap || overlap === undefined) return null;
  if (overlap === null) return `${COPY.overlapLine}: add your time zone and working hours to your profile to check`;
  return `${COPY.overlapLine}: ${hoursText(overlap)} of the required ${hoursText(job.overlap.min_hours)}`;
}

/** A signed-in talent's fit for the job, from their profile on today's date; `children` (the apply button) only when it fits. */
export function TalentFit({ job, profile, children }: { job: JobFit; profile: ProfileFit; children: React.ReactNode }) {
  const fit = remoteFit(job, profile, todayUtc());
  const overlapLine = overlapText(job, fit.overlap);
  const good = (ok: boolean) => (ok ? "text-emerald-800" : "text-red-800");
  const missingData = fit.eligible === null || fit.overlap === null;
  return (
    <>
      <ul aria-label="Your fit for this role" className="mt-3 space-y-1 text-sm font-medium">
        <li className={good(fit.eligible === true)}>{eligibleText(job, fit.eligible)}</li>
        {overlapLine ? (
          <li className={good(typeof fit.overlap === "number" && fit.overlap >= job.overlap!.min_hours)}>
            {overlapLine}
          </li>
        ) : null}
      </ul>
      {fit.problem ? (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
          <p>{fit.problem}</p>
          {missingData ? (
            <Link href="/talent/profile" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
              Update your profile
            </Link>
          ) : null}
        </div>
      ) : (
        children
      )}
    </>
  );
}
