"use client";

import { useState } from "react";

type Options = {
  /**
   * The action. It may call `close()`; answering "leaving" keeps the dialog busy because the page is navigating away
   * (a logout), so nobody can close it or press again meanwhile.
   */
  run: (close: () => void) => Promise<void | "leaving">;
  /** The sentence the dialog shows for a failure; null when the caller shows it elsewhere (a field, the page). */
  failure: (error: unknown, close: () => void) => string | null;
  /** Runs whenever the dialog opens or closes: clear the fields it holds. */
  onReset?: (open: boolean) => void;
};

/** The open / sending / message state of a ConfirmDialog, and its confirm handler: spread `dialog` into it. */
export function useConfirmAction({ run, failure, onReset }: Options) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const close = () => setOpen(false);

  async function confirm() {
    setSending(true);
    setMessage(null);
    try {
      if ((await run(close)) === "leaving") return;
    } catch (error) {
      setMessage(failure(error, close));
    }
    setSending(false);
  }

  return {
    open,
    sending,
    message,
    onOpenChange(next: boolean) {
      if (sending) return;
      setOpen(next);
      setMessage(null);
      onReset?.(next);
    },
    onConfirm: () => void confirm(),
  };
}
