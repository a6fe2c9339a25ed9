import "server-only";

import { eq, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import type { LiveEventData, LiveEventType } from "@/lib/validation/live-events";

import { applications, companies, jobs, liveEvents } from "../db/schema";
import type { Db } from "../db/types";

/** The one channel every instance LISTENs on; a notification's payload is the recipient's key, nothing more. */
export const LIVE_EVENTS_CHANNEL = "live_events";

/** Who a live event is for: one signed-in talent or client (each of their tabs). */
export type Recipient = { kind: MemberKind; id: number };

export const recipientKey = (to: Recipient) => `${to.kind}:${to.id}`;

export type LiveEvent<T extends LiveEventType> = { to: Recipient[]; type: T; data: LiveEventData[T] };

// The advisory locks' first key, one per kind; the second is the account id. Only this file takes them.
const LOCK_CLASS: Record<MemberKind, number> = { client: 2_804_001, talent: 2_804_002 };

/**
 * Writes a live event for each recipient and wakes their streams, in `tx`: call it LAST in the transaction of the
 * change it announces, so the event exists exactly when the change does (the NOTIFY is delivered at commit).
 *
 * A transaction lock per recipient, taken before the ids are drawn and held to commit, makes one recipient's events
 * commit in id order. A stream that has sent id N can then read "after N" without skipping a lower id committed
 * late, so a reconnect with Last-Event-ID misses nothing. The locks are taken in one order (client keys before
 * talent keys, then by id), so two transactions never wait on each other in a cycle.
 */
export async function publishEvent<T extends LiveEventType>(tx: Db, event: LiveEvent<T>): Promise<void> {
  const to = [...new Map(event.to.map((r) => [recipientKey(r), r])).values()].sort(
    (a, b) => LOCK_CLASS[a.kind] - LOCK_CLASS[b.kind] || a.id - b.id,
  );
  if (to.length === 0) return;
  for (const r of to) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS[r.kind]}::int, ${r.id}::int)`);
  await tx
    .insert(liveEvents)
    .values(to.map((r) => ({ recipientKind: r.kind, recipientId: r.id, type: event.type, data: event.data })));
  const notifies = to.map((r) => sql`pg_notify(${LIVE_EVENTS_CHANNEL}, ${recipientKey(r)})`);
  await tx.execute(sql`select ${sql.join(notifies, sql`, `)}`);
}

/** Both sides of an application: its talent and the client of the job's company. */
export async function applicationAudience(db: Db, applicationId: number): Promise<Recipient[]> {
  const [row] = await db
    .select({ talentId: applications.talentId, clientId: companies.clientId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(applications.id, applicationId));
  return row
    ? [
        { kind: "talent", id: row.talentId },
        { kind: "client", id: row.clientId },
      ]
    : [];
}

/** `publishEvent` to both sides of the application named in the event's data. */
export async function publishToApplication<T extends LiveEventType>(
  tx: Db,
  type: T,
  data: LiveEventData[T],
): Promise<void> {
  await publishEvent(tx, { to: await applicationAudience(tx, data.application_id), type, data });
}
