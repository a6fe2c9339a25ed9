"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiErrorMessage } from "@/lib/api/errors";

export type ReportResolveCopy = {
  dismiss: string;
  act: string;
  actTitle: string;
  actBody: string;
  cancel: string;
  working: string;
  failed: string;
};

/**
 * A report's two ways out in the console: dismiss it, or act on it (asked first: close the job, suspend the
 * author…). The page reloads its lists after either.
 */
export function ReportResolveActions<R extends string>(props: {
  resolve: (resolution: R) => Promise<unknown>;
  dismissed: R;
  acted: R;
  copy: ReportResolveCopy;
}) {
  const { copy } = props;
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const resolve = async (resolution: R) => {
    setSending(true);
    setMessage(null);
    try {
      await props.resolve(resolution);
      setConfirming(false);
      router.refresh();
    } catch (error) {
      setMessage(apiErrorMessage(error, copy.failed));
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
          onClick={() => void resolve(props.dismissed)}
          className={buttonClass("secondary", "sm", "disabled:opacity-60")}
        >
          {copy.dismiss}
        </button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) setMessage(null);
          }}
          trigger={{ label: copy.act, size: "sm" }}
          title={copy.actTitle}
          description={copy.actBody}
          message={confirming ? message : null}
          cancelLabel={copy.cancel}
          confirmLabel={copy.act}
          busyLabel={copy.working}
          sending={sending}
          onConfirm={() => void resolve(props.acted)}
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
