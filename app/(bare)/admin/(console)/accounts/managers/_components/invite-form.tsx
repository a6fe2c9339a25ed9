"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage, apiFieldErrors } from "@/lib/api/errors";
import { inviteManagerRequest } from "@/lib/api/manage-accounts";
import { MANAGERS_COPY } from "@/lib/content/manage-accounts";
import { inviteRequestSchema } from "@/lib/validation/manage-accounts";

const copy = MANAGERS_COPY.invite;

/** An email address in, a single-use link out: sent by email and shown here with a Copy button. */
export function InviteForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);
  const [copied, setCopied] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? copy.failed);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const invitation = await inviteManagerRequest(parsed.data.email);
      setSent({ email: invitation.email, link: invitation.link });
      setCopied(false);
      setEmail("");
      router.refresh();
    } catch (failure) {
      setError(apiFieldErrors(failure).email?.[0] ?? apiErrorMessage(failure, copy.failed));
    } finally {
      setSending(false);
    }
  }

  async function copyLink() {
    if (!sent) return;
    await navigator.clipboard.writeText(sent.link).catch(() => undefined);
    setCopied(true);
  }

  return (
    <section aria-labelledby="invite-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="invite-heading" className="text-lg font-semibold text-ink">
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.lead}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor="invite-email" className="block text-sm font-medium text-ink">
            {copy.email}
          </label>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "invite-email-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500"
          />
          {error ? (
            <p id="invite-email-error" role="alert" className="mt-1 text-xs text-red-600">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={sending}
          className={buttonClass("primary", "md", "sm:mt-6 disabled:opacity-60")}
        >
          {sending ? copy.sending : copy.submit}
        </button>
      </form>
      {sent ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          <p>{copy.sent(sent.email)}</p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <label htmlFor="invite-link" className="sr-only">
              {copy.linkLabel}
            </label>
            <input
              id="invite-link"
              readOnly
              value={sent.link}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full min-w-0 flex-1 rounded-md border border-emerald-300 bg-white px-3 py-2 font-mono text-xs text-ink"
            />
            <button
              type="button"
              onClick={() => void copyLink()}
              className={buttonClass("secondary", "sm", "shrink-0")}
            >
              {copied ? copy.copied : copy.copy}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
