"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiErrorMessage } from "@/lib/api/errors";
import { resolveMessageReportRequest } from "@/lib/api/manage-message-reports";
import { MESSAGE_REPORTS_COPY as COPY } from "@/lib/content/message-reports";
import type { MessageReportResolution } from "@/lib/validation/message-reports";

/** Dismiss a message report, or suspend its author (asked first); the page reloads its list after either. */
export function MessageReportActions({ reportId, authorName }: { reportId: number; authorName: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const resolve = async (resolution: MessageReportResolution) => {
    setSending(true);
    setMessage(null);
    try {
      await resolveMessageReportRequest(reportId, resolution);
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
          trigger={{ label: COPY.suspend, size: "sm" }}
          title={COPY.suspendTitle}
          description={COPY.suspendBody(authorName)}
          message={confirming ? message : null}
          cancelLabel={COPY.cancel}
          confirmLabel={COPY.suspend}
          busyLabel={COPY.working}
          sending={sending}
          onConfirm={() => void resolve("author_suspended")}
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
