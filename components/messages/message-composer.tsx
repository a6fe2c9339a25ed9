"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { buttonClass } from "@/components/ui/button-styles";
import { MESSAGES_COPY as COPY } from "@/lib/content/messages";
import { MESSAGE_MAX } from "@/lib/validation/conversations";
import { z } from "@/lib/validation/zod";

const composerSchema = z.object({
  body: z.string().trim().min(1, COPY.empty).max(MESSAGE_MAX, COPY.tooLong),
});
type ComposerValues = z.input<typeof composerSchema>;

type Props = {
  /** Sends one message; the same `idempotencyKey` for a retry of the same words, so the server writes it once. */
  onSend: (body: string, idempotencyKey: string) => Promise<void>;
};

/**
 * Writes a message: Enter sends, Shift+Enter breaks the line. A failed send keeps the words and offers Retry,
 * which sends again under the same Idempotency-Key (a send that reached the server is not written twice).
 */
export function MessageComposer({ onSend }: Props) {
  const { register, handleSubmit, control, formState, reset } = useForm<ComposerValues>({
    resolver: zodResolver(composerSchema),
    defaultValues: { body: "" },
  });
  const [failed, setFailed] = useState(false);
  // The words of the last send and its key: a retry of the same words reuses it, other words get a new one.
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);
  const length = useWatch({ control, name: "body" })?.length ?? 0;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ body }) => {
    const trimmed = body.trim();
    const current = attempt?.body === trimmed ? attempt : { body: trimmed, key: crypto.randomUUID() };
    setAttempt(current);
    try {
      await onSend(trimmed, current.key);
      setAttempt(null);
      setFailed(false);
      reset({ body: "" });
    } catch {
      setFailed(true);
    }
  });

  const field = register("body");
  const error = errors.body?.message;
  const showCounter = length >= COPY.counterFrom;
  return (
    <form onSubmit={submit} noValidate className="border-t border-slate-200 bg-white p-3 sm:p-4">
      {failed ? (
        <div
          role="alert"
          className="mb-2 flex items-center justify-between gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          <span>{COPY.sendFailed}</span>
          <button type="submit" disabled={isSubmitting} className={buttonClass("secondary", "sm")}>
            {COPY.retry}
          </button>
        </div>
      ) : null}
      <label htmlFor="message-composer" className="sr-only">
        {COPY.composerLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id="message-composer"
          rows={2}
          placeholder={COPY.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby="message-composer-hint"
          className="block max-h-40 min-h-11 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-600"
          {...field}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!isSubmitting) void submit();
          }}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClass("primary", "md", "shrink-0 disabled:opacity-60")}
        >
          {isSubmitting ? COPY.sending : COPY.send}
        </button>
      </div>
      <p id="message-composer-hint" className="mt-1 flex justify-between gap-3 text-xs">
        <span className={error ? "text-red-700" : "text-ink-muted"}>{error ?? COPY.composerHint}</span>
        {showCounter ? (
          <span className={length > MESSAGE_MAX ? "font-semibold text-red-700" : "text-ink-muted"}>
            {COPY.counter(length)}
          </span>
        ) : null}
      </p>
    </form>
  );
}
