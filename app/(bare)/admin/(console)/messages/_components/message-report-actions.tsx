"use client";

import { ReportResolveActions } from "@/components/manage/report-resolve-actions";
import { resolveMessageReportRequest } from "@/lib/api/manage-message-reports";
import { MESSAGE_REPORTS_COPY as COPY } from "@/lib/content/message-reports";

/** Dismiss a message report, or suspend its author (asked first). */
export function MessageReportActions({ reportId, authorName }: { reportId: number; authorName: string }) {
  return (
    <ReportResolveActions
      resolve={(resolution) => resolveMessageReportRequest(reportId, resolution)}
      dismissed="dismissed"
      acted="author_suspended"
      copy={{
        dismiss: COPY.dismiss,
        act: COPY.suspend,
        actTitle: COPY.suspendTitle,
        actBody: COPY.suspendBody(authorName),
        cancel: COPY.cancel,
        working: COPY.working,
        failed: COPY.failed,
      }}
    />
  );
}
