import "server-only";

import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";

import { MEMBER_KINDS, type MemberKind } from "@/lib/accounts/kinds";
import type { JobStatus } from "@/lib/jobs/states";

import { personTable } from "../accounts/account-tables";
import { revokeAllTokens } from "../auth/tokens";
import { revokeReplyAddresses } from "../conversations/reply-address";
import { auditLog, companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { revalidateHirePages } from "../hire-pages/revalidate";
import { apiError } from "../http/error-codes";
import { idParam } from "../http/id-param";
import { recordAudit } from "./audit";

export type AccountRef = { kind: MemberKind; id: number };

/** The account a path's `[kind]/[id]` names: a kind other than talent or client, or a malformed id, is not found. */
export function accountRefParam(params: { kind: string; id: string }): AccountRef {
  if (!(MEMBER_KINDS as readonly string[]).includes(params.kind)) throw apiError("not_found", "Account not found.");
  return { kind: params.kind as MemberKind, id: idParam(params.id, "Account") };
}
type JobState = { id: number; status: JobStatus };
export type SuspensionResult = { kind: MemberKind; id: number; suspended_at: string | null; jobs: number[] };

// The states a suspension takes off the board; reinstating puts each job back in the one it had.
const LISTED_OR_WAITING: JobStatus[] = ["open", "pending_review"];

async function assertExists(tx: Db, { kind, id }: AccountRef): Promise<void> {
  const table = personTable(kind);
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw apiError("not_found", "Account not found.");
}

/** Sets or clears suspended_at only when it is in the expected state: two managers acting at once get one 409. */
async function flipSuspension(tx: Db, account: AccountRef, suspend: boolean): Promise<Date | null> {
  const table = personTable(account.kind);
  const [row] = await tx
    .update(table)
    .set({ suspendedAt: suspend ? sql`now()` : null, updatedAt: sql`now()` })
    .where(and(eq(table.id, account.id), suspend ? isNull(table.suspendedAt) : isNotNull(table.suspendedAt)))
    .returning({ suspendedAt: table.suspendedAt });
  if (row) return row.suspendedAt;
  await assertExists(tx, account);
  throw apiError("conflict", suspend ? "This account is already suspended." : "This account is not suspended.");
}

const companyJobs = (clientId: number) =>
  inArray(jobs.companyId, sql`(select ${companies.id} from ${companies} where ${companies.clientId} = ${clientId})`);

/** The client's open and waiting jobs, closed and marked as closed by the suspension; their previous states. */
async function closeClientJobs(tx: Db, clientId: number): Promise<JobState[]> {
  const before = await tx
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(and(companyJobs(clientId), inArray(jobs.status, LISTED_OR_WAITING)))
    .orderBy(jobs.id)
    .for("update");
  if (before.length === 0) return [];
  await tx
    .update(jobs)
    .set({ status: "closed", closedBySuspension: true, updatedAt: sql`now()` })
    .where(
      inArray(
        jobs.id,
        before.map((job) => job.id),
      ),
    );
  return before;
}

/** What each job was before the last suspension of this client, from that suspension's audit row. */
async function statesBeforeSuspension(tx: Db, clientId: number): Promise<Map<number, JobStatus>> {
  const [row] = await tx
    .select({ before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "account.suspend"),
        eq(auditLog.targetKind, "client"),
        eq(auditLog.targetId, String(clientId)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  const list = (row?.before?.jobs ?? []) as JobState[];
  return new Map(list.map((job) => [job.id, job.status]));
}

/**
 * Reopens exactly the jobs the suspension closed (still closed and flagged), each to the state it had then:
 * open jobs to open (one past its closing date shows as closed, as it would have), jobs in review back to review.
 */
async function reopenClientJobs(tx: Db, clientId: number): Promise<JobState[]> {
  const closed = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(companyJobs(clientId), eq(jobs.status, "closed"), eq(jobs.closedBySuspension, true)))
    .orderBy(jobs.id)
    .for("update");
  if (closed.length === 0) return [];
  const previous = await statesBeforeSuspension(tx, clientId);
  const reopened = closed.map(
    ({ id }) => ({ id, status: previous.get(id) === "pending_review" ? "pending_review" : "open" }) as JobState,
  );
  for (const status of LISTED_OR_WAITING) {
    const ids = reopened.filter((job) => job.status === status).map((job) => job.id);
    if (ids.length)
      await tx
        .update(jobs)
        .set({ status, closedBySuspension: false, updatedAt: sql`now()` })
        .where(inArray(jobs.id, ids));
  }
  return reopened;
}

/**
 * Suspends a talent or client: it can no longer log in, every token and reply address it holds is revoked, and a client's open
 * and waiting jobs close (flagged, so reinstating reopens exactly those). One transaction with its audit row.
 */
export async function suspendAccount(
  db: Db,
  managerId: number,
  account: AccountRef,
  reason: string,
): Promise<SuspensionResult> {
  const result = await db.transaction(async (tx) => {
    const suspendedAt = await flipSuspension(tx, account, true);
    const revokedTokens = await revokeAllTokens(tx, account.kind, account.id);
    await revokeReplyAddresses(tx, account.kind, account.id);
    const closed = account.kind === "client" ? await closeClientJobs(tx, account.id) : [];
    const at = suspendedAt?.toISOString() ?? null;
    await recordAudit(tx, {
      managerId,
      action: "account.suspend",
      targetKind: account.kind,
      targetId: account.id,
      before: { suspended_at: null, jobs: closed },
      after: {
        suspended_at: at,
        reason,
        revoked_tokens: revokedTokens,
        jobs: closed.map((job) => ({ id: job.id, status: "closed" })),
      },
    });
    return { ...account, suspended_at: at, jobs: closed.map((job) => job.id) };
  });
  if (account.kind === "talent") revalidateHirePages();
  return result;
}

/** Lifts a suspension: the account may log in again and a client's jobs the suspension closed come back. */
export async function reinstateAccount(db: Db, managerId: number, account: AccountRef): Promise<SuspensionResult> {
  const result = await db.transaction(async (tx) => {
    const table = personTable(account.kind);
    const [current] = await tx
      .select({ suspendedAt: table.suspendedAt })
      .from(table)
      .where(eq(table.id, account.id))
      .limit(1);
    await flipSuspension(tx, account, false);
    const reopened = account.kind === "client" ? await reopenClientJobs(tx, account.id) : [];
    await recordAudit(tx, {
      managerId,
      action: "account.reinstate",
      targetKind: account.kind,
      targetId: account.id,
      before: {
        suspended_at: current?.suspendedAt?.toISOString() ?? null,
        jobs: reopened.map((job) => ({ id: job.id, status: "closed" })),
      },
      after: { suspended_at: null, jobs: reopened },
    });
    return { ...account, suspended_at: null, jobs: reopened.map((job) => job.id) };
  });
  if (account.kind === "talent") revalidateHirePages();
  return result;
}

/** Ends every session of the account on every device (it can log in again). */
export async function endAccountSessions(db: Db, managerId: number, account: AccountRef): Promise<number> {
  return db.transaction(async (tx) => {
    await assertExists(tx, account);
    const ended = await revokeAllTokens(tx, account.kind, account.id);
    await recordAudit(tx, {
      managerId,
      action: "account.end_sessions",
      targetKind: account.kind,
      targetId: account.id,
      after: { count: ended },
    });
    return ended;
  });
}
