import "server-only";

import { and, eq } from "drizzle-orm";

import { mailOutbox } from "../db/schema";
import type { Db } from "../db/types";
import { renderMail } from "./layout";
import { enqueueMail, type OutgoingMail } from "./outbox";

/** News about one thing to one person that later news replaces while it waits (a stage change of one application). */
export type CoalescedMail = OutgoingMail & {
  /** One subject and recipient, e.g. "stage_changed:<application>:<address>". */
  key: string;
  /** The state the recipient last heard of, if no mail about it is waiting (the move's starting point). */
  heardOf: string;
  /** The state the mail tells of. */
  latest: string;
  delaySeconds: number;
};

export type CoalesceOutcome = "queued" | "replaced" | "cancelled" | "unchanged";

/**
 * The waiting mail of `key`: pending, never claimed by a sender. Locked, so a sender's claim (which skips locked
 * rows) cannot take it while this transaction changes it; a row a sender already claimed is not waiting any more.
 */
async function waitingMail(tx: Db, key: string) {
  const [row] = await tx
    .select({ id: mailOutbox.id, base: mailOutbox.coalesceBase })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.coalesceKey, key), eq(mailOutbox.status, "pending"), eq(mailOutbox.attempts, 0)))
    .orderBy(mailOutbox.id)
    .limit(1)
    .for("update");
  return row;
}

/**
 * Queues `mail` `delaySeconds` from now, or folds it into the mail of the same key still waiting: that one then
 * tells of `latest` instead (and keeps its due time, so a stream of changes cannot hold news back for ever). When
 * `latest` is what the recipient last heard of (the change was undone), the waiting mail is cancelled and none goes.
 * Call it in the transaction of the change; concurrent changes of one subject must be serialized by the caller
 * (a stage move holds its application's row).
 */
export async function enqueueCoalescedMail(tx: Db, mail: CoalescedMail): Promise<CoalesceOutcome> {
  const waiting = await waitingMail(tx, mail.key);
  const base = waiting?.base ?? mail.heardOf;
  if (mail.latest === base) {
    if (!waiting) return "unchanged";
    await tx.delete(mailOutbox).where(eq(mailOutbox.id, waiting.id));
    return "cancelled";
  }
  if (!waiting) {
    await enqueueMail(tx, mail, { delaySeconds: mail.delaySeconds, coalesce: { key: mail.key, base } });
    return "queued";
  }
  const { subject, html, text } = renderMail(mail.content);
  await tx
    .update(mailOutbox)
    .set({ toAddress: mail.to, subject, html, text, headers: mail.headers ?? {} })
    .where(eq(mailOutbox.id, waiting.id));
  return "replaced";
}

/** Cancels the waiting mail of `key`, if any (its recipient no longer wants such news). */
export async function cancelCoalescedMail(tx: Db, key: string): Promise<void> {
  const waiting = await waitingMail(tx, key);
  if (waiting) await tx.delete(mailOutbox).where(eq(mailOutbox.id, waiting.id));
}
