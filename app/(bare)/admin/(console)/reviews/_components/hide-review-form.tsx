"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { inputClass } from "@/components/ui/field";
import { apiErrorMessage } from "@/lib/api/errors";
import { hideReviewRequest } from "@/lib/api/reviews";

/** Hide one review with a reason the audit log keeps; the list reloads from the server after. */
export function HideReviewForm({ reviewId }: { reviewId: number }) {
  const router = useRouter();
  const id = useId();
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError("Give a reason.");
      return;
    }
    setSending(true);
    setError(null);
    try {
      await hideReviewRequest(reviewId, reason.trim());
      router.refresh();
    } catch (caught) {
      setError(apiErrorMessage(caught, "The review could not be hidden."));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Reason to hide
        </label>
        <input
          id={id}
          value={reason}
          maxLength={1_000}
          onChange={(event) => setReason(event.target.value)}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={sending} className={buttonClass("secondary", "md")}>
        {sending ? "Hiding…" : "Hide"}
      </button>
    </form>
  );
}
