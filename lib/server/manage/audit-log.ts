import "server-only";

import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";

import { bounds, type AuditEntryJson, type AuditFilters } from "@/lib/validation/audit-log";
import { listMeta, type ListMeta } from "@/lib/validation/manage-lists";

import { auditLog, managers } from "../db/schema";
import type { Db } from "../db/types";

function filtersWhere(filters: AuditFilters): SQL | undefined {
  const { from, before } = bounds(filters);
  return and(
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    filters.manager_id === undefined ? undefined : eq(auditLog.managerId, filters.manager_id),
    filters.target_kind === undefined ? undefined : eq(auditLog.targetKind, filters.target_kind),
    filters.target_id === undefined ? undefined : eq(auditLog.targetId, filters.target_id),
    from === undefined ? undefined : gte(auditLog.at, from),
    before === undefined ? undefined : lt(auditLog.at, before),
  );
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  // The exact timestamp (microseconds) as text: the CSV export's keyset cursor, which a JS Date would round.
  cursorAt: sql<string>`${auditLog.at}::text`,
  action: auditLog.action,
  targetKind: auditLog.targetKind,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  managerId: auditLog.managerId,
  firstName: managers.firstName,
  lastName: managers.lastName,
  email: managers.email,
};

const selectEntries = (db: Db) =>
  db.select(entryColumns).from(auditLog).leftJoin(managers, eq(managers.id, auditLog.managerId));

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>["where"]>>[number];

const NEWEST_FIRST = [desc(auditLog.at), desc(auditLog.id)];

function entryJson(row: EntryRow): AuditEntryJson {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    target_kind: row.targetKind,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    manager:
      row.managerId === null || row.email === null
        ? null
        : { id: row.managerId, name: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(), email: row.email },
  };
}

/** One page of the log, newest first, with the managers' names and addresses. */
export async function listAudit(
  db: Db,
  filters: AuditFilters,
  page: number,
  perPage: number,
): Promise<{ data: AuditEntryJson[]; meta: ListMeta }> {
  const where = filtersWhere(filters);
  const [{ total }] = (await db.select({ total: count() }).from(auditLog).where(where)) as [{ total: number }];
  const meta = listMeta(page, perPage, total);
  const offset = (page - 1) * perPage;
  if (offset >= total) return { data: [], meta };
  const rows = await selectEntries(db)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(perPage)
    .offset(offset);
  return { data: rows.map(entryJson), meta };
}

/**
 * Every matching entry, newest first, read `batchSize` at a time by keyset (after the last row's exact
 * timestamp and id), so an export of any length holds one batch in memory and never scans a deep offset.
 */
export async function* auditEntriesInBatches(
  db: Db,
  filters: AuditFilters,
  batchSize = 500,
): AsyncGenerator<AuditEntryJson[]> {
  const where = filtersWhere(filters);
  let cursor: { at: string; id: number } | undefined;
  for (;;) {
    const after = cursor && sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
    const rows = await selectEntries(db)
      .where(and(where, after))
      .orderBy(...NEWEST_FIRST)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(entryJson);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** What the filter form offers: the actions and target kinds present, and every manager. */
export async function auditFilterOptions(db: Db) {
  const [actions, targetKinds, people] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ value: auditLog.targetKind }).from(auditLog).orderBy(asc(auditLog.targetKind)),
    db
      .select({ id: managers.id, firstName: managers.firstName, lastName: managers.lastName, email: managers.email })
      .from(managers)
      .orderBy(asc(managers.firstName), asc(managers.lastName), asc(managers.id)),
  ]);
  return {
    actions: actions.map((row) => row.value),
    targetKinds: targetKinds.map((row) => row.value),
    managers: people.map((m) => ({ id: m.id, name: `${m.firstName} ${m.lastName}`.trim(), email: m.email })),
  };
}
