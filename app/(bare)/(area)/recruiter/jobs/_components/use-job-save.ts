"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { SaveStatus } from "@/components/profile-form/use-profile-save";
import { createClientJobRequest, patchClientJobRequest } from "@/lib/api/client-jobs";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { JOB_EDITOR_COPY as COPY } from "@/lib/content/recruiter-jobs";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { JOB_FORM_FIELDS, jobUpdateBody, type JobFormOutput, type JobFormValues } from "./job-form-schema";

type Field = (typeof JOB_FORM_FIELDS)[number];

// "skills.2" is the skills field's error; anything the form has no field for (status) goes in the message.
const fieldOf = (name: string): Field | null => {
  const [first = name, second] = name.split(".");
  // The API's nested remote-fit fields are flat inputs in the form.
  const head = first === "hires_from" ? "hires_countries" : first === "overlap" && second ? `overlap_${second}` : first;
  return (JOB_FORM_FIELDS as readonly string[]).includes(head) ? (head as Field) : null;
};

/** Creating and editing a job: the API's 422 errors land on their fields (focus on the first), anything else is the message. */
export function useJobSave(form: UseFormReturn<JobFormValues, unknown, JobFormOutput>) {
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });

  const attempt = async <T>(call: () => Promise<T>): Promise<T | null> => {
    setStatus({ state: "saving" });
    try {
      const result = await call();
      setStatus({ state: "saved" });
      return result;
    } catch (error) {
      const errors = Object.entries(apiFieldErrors(error));
      const onForm = errors.filter(([name]) => fieldOf(name));
      onForm.forEach(([name, messages], index) =>
        form.setError(fieldOf(name)!, { type: "server", message: messages[0] }, { shouldFocus: index === 0 }),
      );
      const elsewhere = errors.filter(([name]) => !fieldOf(name)).map(([, messages]) => messages[0]);
      const message =
        onForm.length > 0 && elsewhere.length === 0
          ? COPY.fixFields
          : [...new Set([apiErrorMessage(error, COPY.saveFailed), ...elsewhere])].join(" ");
      setStatus({ state: "error", message });
      return null;
    }
  };

  return {
    status,
    invalid: () => setStatus({ state: "error", message: COPY.fixFields }),
    create: (values: JobFormOutput, publish: boolean) => attempt(() => createClientJobRequest({ ...values, publish })),
    update: (job: ClientJob, values: JobFormOutput, move?: "open" | "closed") =>
      attempt(() => patchClientJobRequest(job.id, { ...jobUpdateBody(values), ...(move ? { status: move } : {}) })),
  };
}
