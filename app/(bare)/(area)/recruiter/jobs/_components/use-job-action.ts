"use client";

import { useState } from "react";

import { patchClientJobRequest } from "@/lib/api/client-jobs";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { JOBS_COPY, type JobAction } from "@/lib/content/recruiter-jobs";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { actionDoneMessage } from "./job-status";

export type ActionOutcome = { jobId: number; tone: "success" | "error"; message: string };

/** Publish, close, reopen or withdraw one job at a time: a PATCH with its `status`; a 409 or 422 says why not. */
export function useJobAction(onChanged: (job: ClientJob) => void) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  const run = async (job: ClientJob, action: JobAction) => {
    const { status } = JOBS_COPY.actions[action];
    setBusyId(job.id);
    setOutcome(null);
    try {
      const changed = await patchClientJobRequest(job.id, { status });
      onChanged(changed);
      setOutcome({ jobId: job.id, tone: "success", message: actionDoneMessage(action, changed) });
    } catch (error) {
      const fieldMessages = Object.values(apiFieldErrors(error)).map((messages) => messages[0]);
      const message =
        fieldMessages.length > 0 ? fieldMessages.join(" ") : apiErrorMessage(error, JOBS_COPY.actionFailed);
      setOutcome({ jobId: job.id, tone: "error", message });
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, outcome, run };
}
