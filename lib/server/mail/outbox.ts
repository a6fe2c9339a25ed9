import "server-only";

import { sql } from "drizzle-orm";

import { mailOutbox } from "../db/schema";
import type { Db } from "../db/types";
import { renderMail, type MailContent } from "./layout";
import { takeRecipientSlot } from "./recipient-limits";
import { redactSecret, sealSecret } from "./sealed-secret";
import type { MailCalendar } from "./transport";

export type OutgoingMail = {
  to: string;
  /** What kind of message this is, e.g. "verify_email" or "stage_changed". */
  kind: string;
  content: MailContent;
  headers?: Record<string, string>;
  /**
   * A link's token the content carries (a reset, verification, email-change or invitation link): stored only
   * sealed, the stored text and HTML show "[redacted]" in its place, and the sender puts it back at send time.
   */
  secret?: string;
  /** An iMIP calendar part (RFC 6047), e.g. an interview's REQUEST or CANCEL: sent as text/calendar. */
  calendar?: MailCalendar;
};

/** How a mail waits before it is due (the coalesced ones: lib/server/mail/coalesce.ts). */
export type MailTiming = { delaySeconds?: number; coalesce?: { key: string; base: string } };

/**
 * Queues a message. Call it with the transaction that writes the event the message is about, so the two
 * commit (or roll back) together: nothing acknowledged is lost, nothing rolled back is sent. A kind a stranger can
 * trigger counts against its recipient's limit (`RECIPIENT_LIMITS`): past it, `RecipientLimitReached` (429).
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail, timing: MailTiming = {}): Promise<number> {
  const rendered = renderMail(mail.content);
  const { secret } = mail;
  if (secret !== undefined && (secret.length < 16 || !rendered.text.includes(secret))) {
    throw new Error(`A ${mail.kind} mail's secret must be a token its text carries.`);
  }
  await takeRecipientSlot(tx, mail.kind, mail.to);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      kind: mail.kind,
      subject: rendered.subject,
      html: secret ? redactSecret(rendered.html, secret) : rendered.html,
      text: secret ? redactSecret(rendered.text, secret) : rendered.text,
      headers: mail.headers ?? {},
      sealedSecret: secret ? sealSecret(secret, { to: mail.to, kind: mail.kind }) : null,
      calendar: mail.calendar?.content ?? null,
      calendarMethod: mail.calendar?.method ?? null,
      ...(timing.delaySeconds ? { nextAttemptAt: sql`now() + ${timing.delaySeconds} * interval '1 second'` } : {}),
      ...(timing.coalesce ? { coalesceKey: timing.coalesce.key, coalesceBase: timing.coalesce.base } : {}),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
