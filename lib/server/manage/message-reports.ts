import "server-only";

import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { MANAGE_PER_PAGE, type ManageReportsQuery } from "@/lib/validation/job-review";
import type { MessageReport, MessageReportResolution } from "@/lib/validation/message-reports";

import { messageJson } from "../conversations/messages";
import { applications, clients, jobs, messageReports, messages, talents } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { suspendAccount } from "./account-suspension";
import { recordAudit } from "./audit";
import { pageMeta } from "./manage-jobs";

/** Messages shown on each side of the reported one. */
const CONTEXT = 3;

const personName = (kind: "author" | "reporter") => {
  const talent = kind === "author" ? "author_talent" : "reporter_talent";
  const client = kind === "author" ? "author_client" : "reporter_client";
  return {
    name: sql<string | null>`coalesce(${sql.raw(talent)}.first_name || ' ' || ${sql.raw(talent)}.last_name,
      ${sql.raw(client)}.first_name || ' ' || ${sql.raw(client)}.last_name)`,
    email: sql<string | null>`coalesce(${sql.raw(talent)}.email, ${sql.raw(client)}.email)`,
    suspended: sql<boolean>`coalesce(${sql.raw(talent)}.suspended_at, ${sql.raw(client)}.suspended_at) is not null`,
  };
};

function reportsQuery(db: Db) {
  const author = personName("author");
  const reporter = personName("reporter");
  return db
    .select({
      report: messageReports,
      message: messages,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobSlug: jobs.slug,
      companyName: jobs.companyName,
      authorName: author.name,
      authorEmail: author.email,
      authorSuspended: author.suspended,
      reporterName: reporter.name,
      reporterEmail: reporter.email,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(
      sql`${talents} as author_talent`,
      sql`${messages.authorKind} = 'talent' and author_talent.id = ${messages.authorId}`,
    )
    .leftJoin(
      sql`${clients} as author_client`,
      sql`${messages.authorKind} = 'client' and author_client.id = ${messages.authorId}`,
    )
    .leftJoin(
      sql`${talents} as reporter_talent`,
      sql`${messageReports.reporterKind} = 'talent' and reporter_talent.id = ${messageReports.reporterId}`,
    )
    .leftJoin(
      sql`${clients} as reporter_client`,
      sql`${messageReports.reporterKind} = 'client' and reporter_client.id = ${messageReports.reporterId}`,
    )
    .$dynamic();
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>["execute"]>>[number];

/** The reported message with up to CONTEXT messages on each side, oldest first. */
async function contextOf(db: Db, message: ReportRow["message"]) {
  const same = eq(messages.applicationId, message.applicationId);
  const [before, after] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(same, lt(messages.id, message.id)))
      .orderBy(desc(messages.id))
      .limit(CONTEXT),
    db
      .select()
      .from(messages)
      .where(and(same, gt(messages.id, message.id)))
      .orderBy(asc(messages.id))
      .limit(CONTEXT),
  ]);
  return [...before.reverse(), message, ...after].map(messageJson);
}

async function toReport(db: Db, row: ReportRow): Promise<MessageReport> {
  const { report, message } = row;
  const resolution = report.resolution as MessageReportResolution | null;
  return {
    id: report.id,
    reason: report.reason,
    created_at: report.createdAt.toISOString(),
    resolved_at: report.resolvedAt?.toISOString() ?? null,
    resolution,
    message: messageJson(message),
    author: {
      kind: message.authorKind as MemberKind,
      id: message.authorId,
      name: row.authorName ?? "Unknown account",
      email: row.authorEmail ?? "",
      suspended: row.authorSuspended,
    },
    reporter: {
      kind: report.reporterKind as MemberKind,
      id: report.reporterId,
      name: row.reporterName ?? "Unknown account",
      email: row.reporterEmail ?? "",
    },
    application_id: message.applicationId,
    job: { id: row.jobId, title: row.jobTitle, slug: row.jobSlug, company_name: row.companyName },
    context: await contextOf(db, message),
  };
}

/** The message reports: open ones oldest first (the queue), or resolved ones newest first. */
export async function listMessageReports(db: Db, query: ManageReportsQuery) {
  const open = query.status === "open";
  const where = open ? isNull(messageReports.resolvedAt) : isNotNull(messageReports.resolvedAt);
  const [rows, [count]] = await Promise.all([
    reportsQuery(db)
      .where(where)
      .orderBy(
        ...(open
          ? [asc(messageReports.createdAt), asc(messageReports.id)]
          : [desc(messageReports.resolvedAt), desc(messageReports.id)]),
      )
      .limit(MANAGE_PER_PAGE)
      .offset((query.page - 1) * MANAGE_PER_PAGE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messageReports)
      .where(where),
  ]);
  const data = await Promise.all(rows.map((row) => toReport(db, row)));
  return { data, meta: pageMeta(query.page, count?.total ?? 0) };
}

/** How many message reports wait for a manager. */
export async function openMessageReports(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(messageReports)
    .where(isNull(messageReports.resolvedAt));
  return row?.total ?? 0;
}

/**
 * Resolves an open message report (409 once resolved, also in a race: the write is conditional), with an audit row.
 * `author_suspended` then suspends the message's author as the Accounts page would (its own audit row); an author
 * already suspended stays so.
 */
export async function resolveMessageReport(
  db: Db,
  managerId: number,
  reportId: number,
  resolution: MessageReportResolution,
  reason?: string,
): Promise<MessageReport> {
  const resolved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(messageReports)
      .set({ resolvedAt: sql`now()`, resolvedBy: managerId, resolution })
      .where(and(eq(messageReports.id, reportId), isNull(messageReports.resolvedAt)))
      .returning({ messageId: messageReports.messageId, reason: messageReports.reason });
    if (!row) {
      const [exists] = await tx
        .select({ id: messageReports.id })
        .from(messageReports)
        .where(eq(messageReports.id, reportId));
      throw exists
        ? apiError("conflict", "This report is already resolved.")
        : apiError("not_found", "Report not found.");
    }
    await recordAudit(tx, {
      managerId,
      action: "message_report.resolve",
      targetKind: "message_report",
      targetId: reportId,
      before: { resolved: false },
      after: { resolution, message_id: row.messageId },
    });
    return row;
  });
  const [current] = await reportsQuery(db).where(eq(messageReports.id, reportId));
  if (resolution === "author_suspended" && !current!.authorSuspended) {
    const { message } = current!;
    await suspendAccount(
      db,
      managerId,
      { kind: message.authorKind as MemberKind, id: message.authorId },
      reason || `Reported message: ${resolved.reason}`,
    );
    const [after] = await reportsQuery(db).where(eq(messageReports.id, reportId));
    return toReport(db, after!);
  }
  return toReport(db, current!);
}
