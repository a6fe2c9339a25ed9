"use client";

import { useState } from "react";

import { apiErrorMessage } from "@/lib/api/errors";

/**
 * A list row's one action (unsave, delete): busy while it runs and after it succeeded (the row is about to leave
 * the list); on failure, the API's message or `failedMessage`, and the button again.
 */
export function useRowAction(failedMessage: string) {
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setSending(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage(apiErrorMessage(error, failedMessage));
      setSending(false);
    }
  }

  return { sending, message, run };
}
