import "server-only";

import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";

import {
  MAIL_LOG_PER_PAGE,
  type MailCounts,
  type MailDetail,
  type MailLogQuery,
  type MailSummary,
} from "@/lib/validation/mail-log";
import { listMeta, type ListMeta } from "@/lib/validation/manage-lists";

import { mailOutbox } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { linksIn } from "../mail/links";
import { redactLinkTokens } from "../mail/sealed-secret";
import { recordAudit } from "./audit";

const summaryColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

type SummaryRow = Pick<
  typeof mailOutbox.$inferSelect,
  "id" | "toAddress" | "subject" | "kind" | "status" | "attempts" | "lastError" | "createdAt" | "sentAt"
>;

const summaryJson = (row: SummaryRow): MailSummary => ({
  id: row.id,
  recipient: row.toAddress,
  subject: row.subject,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern));
}

/** Messages per status among those the search matches (the tabs' counts). */
async function countsOf(db: Db, search: SQL | undefined): Promise<MailCounts> {
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(search)
    .groupBy(mailOutbox.status);
  const counts: MailCounts = { all: 0, parked: 0, pending: 0, sent: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/** One page of the outbox, newest first, with the counts per status. */
export async function listMail(
  db: Db,
  query: MailLogQuery,
): Promise<{ data: MailSummary[]; meta: ListMeta & { counts: MailCounts } }> {
  const search = searchWhere(query.q);
  const where = and(search, query.status === "all" ? undefined : eq(mailOutbox.status, query.status));
  const counts = await countsOf(db, search);
  const meta = { ...listMeta(query.page, MAIL_LOG_PER_PAGE, counts[query.status]), counts };
  const offset = (query.page - 1) * MAIL_LOG_PER_PAGE;
  if (offset >= meta.total) return { data: [], meta };
  const rows = await db
    .select(summaryColumns)
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAIL_LOG_PER_PAGE)
    .offset(offset);
  return { data: rows.map(summaryJson), meta };
}

/**
 * One message with its text part and the links in it, as stored: a link's token shows as "[redacted]" (the sender
 * alone opens the sealed one). A token in a row stored before links were sealed is redacted here too.
 */
export async function mailDetail(db: Db, id: number): Promise<MailDetail> {
  const [row] = await db
    .select({ ...summaryColumns, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  if (!row) throw apiError("not_found", "Message not found.");
  const text = redactLinkTokens(row.text);
  return { ...summaryJson(row), text, links: linksIn(text) };
}

/** A manager opens a message's body: the message, and an audit entry saying who read which one. */
export async function readMail(db: Db, managerId: number, id: number): Promise<MailDetail> {
  const mail = await mailDetail(db, id);
  await recordAudit(db, {
    managerId,
    action: "mail.read",
    targetKind: "mail",
    targetId: id,
    after: { kind: mail.kind, recipient: mail.recipient, subject: mail.subject },
  });
  return mail;
}

/**
 * Puts a parked message back in the queue with its attempts reset, so the senders try it again from the
 * start. Only a parked message: the conditional update makes two managers retrying at once one retry and one 409.
 */
export async function retryParkedMail(db: Db, managerId: number, id: number): Promise<MailDetail> {
  await db.transaction(async (tx) => {
    const [parked] = await tx
      .select({ attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "parked")))
      .for("update");
    if (!parked) {
      const [exists] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      if (!exists) throw apiError("not_found", "Message not found.");
      throw apiError("conflict", "Only a parked message can be retried.");
    }
    await tx
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(eq(mailOutbox.id, id));
    await recordAudit(tx, {
      managerId,
      action: "mail.retry",
      targetKind: "mail",
      targetId: id,
      before: { status: "parked", attempts: parked.attempts, last_error: parked.lastError },
      after: { status: "pending", attempts: 0 },
    });
  });
  return mailDetail(db, id);
}
