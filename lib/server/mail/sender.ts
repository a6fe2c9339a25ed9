import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { mailOutbox } from "../db/schema";
import type { Db } from "../db/types";
import { openSecret, restoreSecret } from "./sealed-secret";
import { MAIL_BATCH_SIZE, MAIL_BATCHES_PER_RUN, MAIL_MAX_ATTEMPTS, mailLeaseMs, retryDelayMs } from "./settings";
import type { MailMessage, MailTransport } from "./transport";

export type ClaimedMail = {
  id: number;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  kind: string;
  sealedSecret: string | null;
  calendar: string | null;
  calendarMethod: string | null;
  /** Counting this one: also the lease's token, since every claim raises it. */
  attempts: number;
};

export type SenderCounts = { claimed: number; sent: number; retried: number; parked: number };

/**
 * Claims up to `limit` due messages for `leaseMs`, in one statement: rows another sender holds (locked now, or
 * leased) are skipped, never waited for, so any number of senders share one queue and none claims a row twice.
 */
export async function claimDue(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<ClaimedMail[]> {
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(
      sql`${mailOutbox.id} in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by id limit ${limit}
        for update skip locked)`,
    )
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      headers: mailOutbox.headers,
      kind: mailOutbox.kind,
      sealedSecret: mailOutbox.sealedSecret,
      calendar: mailOutbox.calendar,
      calendarMethod: mailOutbox.calendarMethod,
      attempts: mailOutbox.attempts,
    });
}

// Applies only while the lease is still ours: if it ran out and another sender claimed the row, attempts moved on.
const stillOurs = (mail: ClaimedMail) =>
  and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), eq(mailOutbox.status, "pending"));

// A sent message keeps no way to its link: the sealed secret goes, and a live token in a row stored before links
// were sealed is redacted (the same pattern as redactLinkTokens).
const LIVE_TOKEN = "token=[A-Za-z0-9_-]{16,}";

async function markSent(db: Db, mail: ClaimedMail) {
  await db
    .update(mailOutbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      sealedSecret: null,
      text: sql`regexp_replace(${mailOutbox.text}, ${LIVE_TOKEN}, 'token=[redacted]', 'g')`,
      html: sql`regexp_replace(${mailOutbox.html}, ${LIVE_TOKEN}, 'token=[redacted]', 'g')`,
    })
    .where(stillOurs(mail));
}

/** The message as its recipient gets it: a sealed link's token opened and put back where the row shows "[redacted]". */
export function messageToSend(mail: ClaimedMail): MailMessage {
  const message = {
    to: mail.toAddress,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: mail.headers,
    ...(mail.calendar && mail.calendarMethod
      ? { calendar: { method: mail.calendarMethod, content: mail.calendar } }
      : {}),
  };
  if (!mail.sealedSecret) return message;
  const secret = openSecret(mail.sealedSecret, { to: mail.toAddress, kind: mail.kind });
  return { ...message, html: restoreSecret(mail.html, secret), text: restoreSecret(mail.text, secret) };
}

/** What became of a failed message; "lost" if its lease ran out meanwhile, so another sender has it now. */
async function markFailed(db: Db, mail: ClaimedMail, error: unknown): Promise<"retried" | "parked" | "lost"> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  const parked = mail.attempts >= MAIL_MAX_ATTEMPTS;
  const marked = await db
    .update(mailOutbox)
    .set(
      parked
        ? { status: "parked", lockedUntil: null, lastError }
        : {
            nextAttemptAt: sql`now() + ${retryDelayMs(mail.attempts)} * interval '1 millisecond'`,
            lockedUntil: null,
            lastError,
          },
    )
    .where(stillOurs(mail))
    .returning({ id: mailOutbox.id });
  if (marked.length === 0) return "lost";
  return parked ? "parked" : "retried";
}

/**
 * Sends what is due: claims a batch, sends it (in parallel, outside any transaction, so the database is held only
 * for the short claim and mark statements), marks each message, and goes on until nothing is due or the run's
 * batches are used up.
 */
export async function runSenderOnce(db: Db, transport: MailTransport): Promise<SenderCounts> {
  const counts: SenderCounts = { claimed: 0, sent: 0, retried: 0, parked: 0 };
  for (let batch = 0; batch < MAIL_BATCHES_PER_RUN; batch++) {
    const claimed = await claimDue(db, { limit: MAIL_BATCH_SIZE, leaseMs: mailLeaseMs() });
    if (claimed.length === 0) break;
    counts.claimed += claimed.length;
    await Promise.all(
      claimed.map(async (mail) => {
        try {
          await transport.send(messageToSend(mail));
        } catch (error) {
          const outcome = await markFailed(db, mail, error);
          if (outcome !== "lost") counts[outcome]++;
          console.warn(
            `[mail] #${mail.id} to ${mail.toAddress} failed (attempt ${mail.attempts}/${MAIL_MAX_ATTEMPTS}, ${outcome}): ${error instanceof Error ? error.message : String(error)}`,
          );
          return;
        }
        await markSent(db, mail);
        counts.sent++;
      }),
    );
    if (claimed.length < MAIL_BATCH_SIZE) break;
  }
  return counts;
}
