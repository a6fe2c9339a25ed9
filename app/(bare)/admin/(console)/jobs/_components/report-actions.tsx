"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiErrorMessage } from "@/lib/api/errors";
import { resolveReportRequest } from "@/lib/api/job-review";
import { CONSOLE_JOBS_COPY } from "@/lib/content/job-review";
import type { ReportResolution } from "@/lib/validation/job-review";

const COPY = CONSOLE_JOBS_COPY.actions;

/** Dismiss a report, or close its job with it (asked first); the page reloads its lists after either. */
export function ReportActions({ reportId, jobTitle }: { reportId: number; jobTitle: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const resolve = async (resolution: ReportResolution) => {
    setSending(true);
    setMessage(null);
    try {
      await resolveReportRequest(reportId, resolution);
      setConfirming(false);
      router.refresh();
    } catch (error) {
      setMessage(apiErrorMessage(error, COPY.failed));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={sending}
          onClick={() => void resolve("dismissed")}
          className={buttonClass("secondary", "sm", "disabled:opacity-60")}
        >
          {COPY.dismiss}
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) setMessage(null);
          }}
          trigger={{ label: COPY.closeViaReport, size: "sm" }}
          title={COPY.closeViaReportTitle}
          description={`${jobTitle}: ${COPY.closeBody}`}
          message={confirming ? message : null}
          cancelLabel={COPY.cancel}
          confirmLabel={COPY.closeViaReport}
          busyLabel={COPY.working}
          sending={sending}
          onConfirm={() => void resolve("job_closed")}
        />
      </div>
      {message && !confirming ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
