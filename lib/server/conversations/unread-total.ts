import "server-only";

import { and, eq, gt, ne, sql } from "drizzle-orm";

import { applications, companies, conversations, jobs, messages } from "../db/schema";
import type { Db } from "../db/types";
import { readPositionOf, type Participant } from "./participant";

/** Every message from the other side after `who`'s read position, over all of `who`'s conversations: the badge. */
export async function unreadTotal(db: Db, who: Participant): Promise<number> {
  const readUpTo = readPositionOf(who.kind).column;
  const base = db
    .select({ total: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.applicationId, messages.applicationId))
    .innerJoin(applications, eq(applications.id, messages.applicationId));
  const unread = and(ne(messages.authorKind, who.kind), gt(messages.id, sql`coalesce(${readUpTo}, 0)`));
  const [row] =
    who.kind === "talent"
      ? await base.where(and(eq(applications.talentId, who.id), unread))
      : await base
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(and(eq(companies.clientId, who.id), unread));
  return row?.total ?? 0;
}
