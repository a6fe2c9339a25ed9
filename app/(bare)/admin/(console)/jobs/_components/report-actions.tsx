"use client";

import { ReportResolveActions } from "@/components/manage/report-resolve-actions";
import { resolveReportRequest } from "@/lib/api/job-review";
import { CONSOLE_JOBS_COPY } from "@/lib/content/job-review";

const COPY = CONSOLE_JOBS_COPY.actions;

/** Dismiss a job report, or close its job with it (asked first). */
export function ReportActions({ reportId, jobTitle }: { reportId: number; jobTitle: string }) {
  return (
    <ReportResolveActions
      resolve={(resolution) => resolveReportRequest(reportId, resolution)}
      dismissed="dismissed"
      acted="job_closed"
      copy={{
        dismiss: COPY.dismiss,
        act: COPY.closeViaReport,
        actTitle: COPY.closeViaReportTitle,
        actBody: `${jobTitle}: ${COPY.closeBody}`,
        cancel: COPY.cancel,
        working: COPY.working,
        failed: COPY.failed,
      }}
    />
  );
}
