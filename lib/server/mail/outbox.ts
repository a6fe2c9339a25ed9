import "server-only";

import { mailOutbox } from "../db/schema";
import type { Db } from "../db/types";
import { renderMail, type MailContent } from "./layout";

export type OutgoingMail = {
  to: string;
  /** What kind of message this is, e.g. "verify_email" or "stage_changed". */
  kind: string;
  content: MailContent;
  headers?: Record<string, string>;
};

/**
 * Queues a message. Call it with the transaction that writes the event the message is about, so the two
 * commit (or roll back) together: nothing acknowledged is lost, nothing rolled back is sent.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<number> {
  const { subject, html, text } = renderMail(mail.content);
  const [row] = await tx
    .insert(mailOutbox)
    .values({ toAddress: mail.to, kind: mail.kind, subject, html, text, headers: mail.headers ?? {} })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
