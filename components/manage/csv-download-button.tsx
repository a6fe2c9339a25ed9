"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { downloadBillingCsvRequest } from "@/lib/api/manage-billing";
import { downloadAuditCsvRequest } from "@/lib/api/manage-logs";
import { AUDIT_COPY as copy } from "@/lib/content/manager-logs";

const DOWNLOADS = {
  audit: downloadAuditCsvRequest,
  invoices: (filters: Record<string, string>) => downloadBillingCsvRequest("invoices", filters),
  payouts: (filters: Record<string, string>) => downloadBillingCsvRequest("payouts", filters),
} as const;

/**
 * Downloads a console list (the audit log, the invoices, the payouts) as CSV with the list's filters. A button, not a
 * link: the export needs the manager's bearer token, which only the API client can add.
 */
export function CsvDownloadButton({
  list,
  filters,
}: {
  list: keyof typeof DOWNLOADS;
  filters: Record<string, string>;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const download = async () => {
    setState({ busy: true, error: null });
    try {
      await DOWNLOADS[list](filters);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: apiErrorMessage(error, copy.downloadFailed) });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        onClick={download}
        disabled={state.busy}
        aria-busy={state.busy}
        className={buttonClass("secondary", "md", "disabled:opacity-60")}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
          <path
            d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {state.busy ? copy.downloading : copy.download}
      </button>
      <p aria-live="polite" className="text-sm text-red-700">
        {state.error}
      </p>
    </div>
  );
}
