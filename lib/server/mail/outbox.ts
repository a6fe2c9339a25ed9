import "server-only";

import { sql } from "drizzle-orm";

import { mailOutbox } from "../db/schema";
import type { Db } from "../db/types";
import { renderMail, type MailContent } from "./layout";
import { takeRecipientSlot } from "./recipient-limits";

export type OutgoingMail = {
  to: string;
  /** What kind of message this is, e.g. "verify_email" or "stage_changed". */
  kind: string;
  content: MailContent;
  headers?: Record<string, string>;
};

/** How a mail waits before it is due (the coalesced ones: lib/server/mail/coalesce.ts). */
export type MailTiming = { delaySeconds?: number; coalesce?: { key: string; base: string } };

/**
 * Queues a message. Call it with the transaction that writes the event the message is about, so the two
 * commit (or roll back) together: nothing acknowledged is lost, nothing rolled back is sent. A kind a stranger can
 * trigger counts against its recipient's limit (`RECIPIENT_LIMITS`): past it, `RecipientLimitReached` (429).
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail, timing: MailTiming = {}): Promise<number> {
  await takeRecipientSlot(tx, mail.kind, mail.to);
  const { subject, html, text } = renderMail(mail.content);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      kind: mail.kind,
      subject,
      html,
      text,
      headers: mail.headers ?? {},
      ...(timing.delaySeconds ? { nextAttemptAt: sql`now() + ${timing.delaySeconds} * interval '1 second'` } : {}),
      ...(timing.coalesce ? { coalesceKey: timing.coalesce.key, coalesceBase: timing.coalesce.base } : {}),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
