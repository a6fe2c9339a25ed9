"use client";

import { useState } from "react";

import { updateCompanyRequest, type CompanyUpdate } from "@/lib/api/client-jobs";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { COMPANY_COPY } from "@/lib/content/recruiter-jobs";
import type { Company } from "@/lib/validation/company";

export type LogoState =
  { status: "idle" } | { status: "sending"; percent: number | null } | { status: "error"; message: string };

/** Sends the logo (or its removal) on its own as soon as it is chosen, reporting the upload's progress. */
export function useLogoUpload(onSaved: (company: Company) => void) {
  const [state, setState] = useState<LogoState>({ status: "idle" });

  const send = async (update: CompanyUpdate, fallback: string) => {
    setState({ status: "sending", percent: update.logo ? 0 : null });
    try {
      const company = await updateCompanyRequest(update, {
        onUploadProgress: (event) => {
          if (event.total) setState({ status: "sending", percent: Math.round((event.loaded / event.total) * 100) });
        },
      });
      setState({ status: "idle" });
      onSaved(company);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setState({
        status: "error",
        message: fields.logo?.[0] ?? fields.remove_logo?.[0] ?? apiErrorMessage(error, fallback),
      });
    }
  };

  return {
    state,
    upload: (logo: File) => send({ logo }, COMPANY_COPY.uploadFailed),
    remove: () => send({ remove_logo: true }, COMPANY_COPY.removeFailed),
    fail: (message: string) => setState({ status: "error", message }),
  };
}
