"use client";

import { useState, type FormEvent } from "react";

import { apiFieldErrors } from "@/lib/api/errors";
import type { FieldErrors } from "@/lib/validation/accounts";

/**
 * Submitting a sign-in form: nothing is sent while the form is invalid, the button is disabled while
 * sending, and a failure shows its message and the server's field errors, keeping what was typed.
 */
export function useAuthSubmit<T>(options: {
  valid: () => T | null;
  send: (data: T) => Promise<void>;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = options.valid();
    if (data === null) return;
    setSending(true);
    setMessage(null);
    try {
      await options.send(data);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      options.onFieldErrors(apiFieldErrors(error instanceof Error ? error.cause : undefined));
      setSending(false);
    }
  };

  return { sending, message, onSubmit };
}
