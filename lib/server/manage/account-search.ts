import "server-only";

import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";

import { MEMBER_KINDS, type MemberKind } from "@/lib/accounts/kinds";
import {
  ACCOUNTS_PER_PAGE,
  type AccountsPage,
  type AccountsQuery,
  type ManagedAccount,
} from "@/lib/validation/manage-accounts";
import type { VettingStage } from "@/lib/vetting/stages";

import { clients, companies, talents, talentVetting } from "../db/schema";
import type { Db } from "../db/types";

type PersonTable = typeof talents | typeof clients;

/** `value` as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (value: string): string =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matches(table: PersonTable, query: AccountsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const like = (column: SQL) => sql`lower(${column}) like ${pattern}`;
    conditions.push(
      or(
        like(sql`${table.firstName}`),
        like(sql`${table.lastName}`),
        like(sql`${table.firstName} || ' ' || ${table.lastName}`),
        like(sql`${table.email}`),
      )!,
    );
  }
  if (query.status === "active") conditions.push(isNull(table.suspendedAt));
  if (query.status === "suspended") conditions.push(isNotNull(table.suspendedAt));
  return conditions.length ? and(...conditions) : undefined;
}

// Jobs on the board now: open and not past their closing date (UTC, as lib/jobs/states.ts counts it).
const openJobsOf = (clientId: SQL | typeof clients.id) => sql<number>`(
  select count(*)::int from jobs j join companies c on c.id = j.company_id
  where c.client_id = ${clientId} and j.status = 'open'
    and (j.valid_through is null or j.valid_through >= (now() at time zone 'utc')::date)
)`;

const talentRows = (db: Db, query: AccountsQuery) =>
  db
    .select({
      kind: sql<MemberKind>`'talent'`.as("kind"),
      id: talents.id,
      firstName: talents.firstName,
      lastName: talents.lastName,
      email: talents.email,
      createdAt: talents.createdAt,
      emailVerifiedAt: talents.emailVerifiedAt,
      suspendedAt: talents.suspendedAt,
      vettingStage: sql<VettingStage | null>`${talentVetting.stage}::text`.as("vetting_stage"),
      companyName: sql<string | null>`null::text`.as("company_name"),
      openJobs: sql<number | null>`null::int`.as("open_jobs"),
    })
    .from(talents)
    .leftJoin(talentVetting, eq(talentVetting.talentId, talents.id))
    .where(matches(talents, query));

const clientRows = (db: Db, query: AccountsQuery) =>
  db
    .select({
      kind: sql<MemberKind>`'client'`.as("kind"),
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
      createdAt: clients.createdAt,
      emailVerifiedAt: clients.emailVerifiedAt,
      suspendedAt: clients.suspendedAt,
      vettingStage: sql<VettingStage | null>`null::text`.as("vetting_stage"),
      companyName: sql<string | null>`coalesce(${companies.name}, ${clients.companyName})`.as("company_name"),
      openJobs: openJobsOf(clients.id).as("open_jobs"),
    })
    .from(clients)
    .leftJoin(companies, eq(companies.clientId, clients.id))
    .where(matches(clients, query));

type Row = Awaited<ReturnType<typeof talentRows>>[number];

const toJson = (row: Row): ManagedAccount => {
  const base = {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    created_at: new Date(row.createdAt).toISOString(),
    email_verified: row.emailVerifiedAt !== null,
    suspended_at: row.suspendedAt ? new Date(row.suspendedAt).toISOString() : null,
  };
  return row.kind === "talent"
    ? { ...base, kind: "talent", vetting_stage: row.vettingStage }
    : { ...base, kind: "client", company_name: row.companyName ?? "", open_jobs: Number(row.openJobs ?? 0) };
};

async function total(db: Db, table: PersonTable, query: AccountsQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(matches(table, query));
  return row?.n ?? 0;
}

/** Talent and clients matching the query, newest first, one page of them. */
export async function searchAccounts(db: Db, query: AccountsQuery): Promise<AccountsPage> {
  const kinds: MemberKind[] = query.kind === "all" ? [...MEMBER_KINDS] : [query.kind];
  const offset = (query.page - 1) * ACCOUNTS_PER_PAGE;
  const order = [desc(sql`created_at`), desc(sql`kind`), desc(sql`id`)] as const;
  const t = talentRows(db, query);
  const c = clientRows(db, query);
  const pageRows =
    kinds.length === 2
      ? t
          .unionAll(c)
          .orderBy(...order)
          .limit(ACCOUNTS_PER_PAGE)
          .offset(offset)
      : (kinds[0] === "talent" ? t : c)
          .orderBy(...order)
          .limit(ACCOUNTS_PER_PAGE)
          .offset(offset);
  const [rows, ...totals] = await Promise.all([
    pageRows,
    ...kinds.map((kind) => total(db, kind === "talent" ? talents : clients, query)),
  ]);
  const sum = totals.reduce((a, b) => a + b, 0);
  return {
    data: rows.map(toJson),
    meta: {
      page: query.page,
      per_page: ACCOUNTS_PER_PAGE,
      total: sum,
      last_page: Math.max(1, Math.ceil(sum / ACCOUNTS_PER_PAGE)),
    },
  };
}
