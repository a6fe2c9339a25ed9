import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Shortlist } from "@/lib/validation/shortlists";

import { isUniqueViolation } from "../db/errors";
import { rowsOf } from "../db/raw-rows";
import { shortlists } from "../db/schema";
import type { Db } from "../db/types";
import { listableFor } from "../directory/talent-filters";
import { apiError } from "../http/error-codes";

const DUPLICATE_MESSAGE = "You already have a shortlist with this name.";
const notFound = () => apiError("not_found", "Shortlist not found.");

type ShortlistRow = {
  id: number;
  name: string;
  created_at: Date | string;
  talent_count: number;
  has_talent: boolean | null;
};

const shortlistJson = (row: ShortlistRow): Shortlist => ({
  id: Number(row.id),
  name: row.name,
  talent_count: Number(row.talent_count),
  has_talent: row.has_talent,
  created_at: new Date(row.created_at).toISOString(),
});

/** The client's shortlists (or one of them), with the talent the directory may still show counted. */
async function selectShortlists(
  db: Db,
  clientId: number,
  options: { id?: number; talentId?: number },
): Promise<Shortlist[]> {
  const hasTalent =
    options.talentId === undefined
      ? sql`null::boolean`
      : sql`exists (select 1 from shortlist_talent x where x.shortlist_id = l.id and x.talent_id = ${options.talentId})`;
  const rows = await rowsOf<ShortlistRow>(
    db,
    sql`
    select l.id, l.name, l.created_at, ${hasTalent} as has_talent,
      (select count(*) from shortlist_talent st join talent_profiles p on p.talent_id = st.talent_id
        where st.shortlist_id = l.id and ${await listableFor(db, clientId)}) as talent_count
    from shortlists l
    where l.client_id = ${clientId}${options.id === undefined ? sql`` : sql` and l.id = ${options.id}`}
    order by lower(l.name), l.id`,
  );
  return rows.map(shortlistJson);
}

export const listShortlists = (db: Db, clientId: number, talentId?: number) =>
  selectShortlists(db, clientId, { talentId });

/** One of the client's own shortlists; another client's list is simply not found. */
export async function ownShortlist(db: Db, clientId: number, id: number): Promise<Shortlist> {
  const [list] = await selectShortlists(db, clientId, { id });
  if (!list) throw notFound();
  return list;
}

/** A new, empty list; the unique index on (client, lower(name)) decides a duplicate, even two at once. */
export async function createShortlist(db: Db, clientId: number, name: string): Promise<Shortlist> {
  const [row] = await db
    .insert(shortlists)
    .values({ clientId, name })
    .onConflictDoNothing()
    .returning({ id: shortlists.id });
  if (!row) throw apiError("conflict", DUPLICATE_MESSAGE, { name: [DUPLICATE_MESSAGE] });
  return ownShortlist(db, clientId, row.id);
}

export async function renameShortlist(db: Db, clientId: number, id: number, name: string): Promise<Shortlist> {
  await ownShortlist(db, clientId, id);
  const [row] = await db
    .update(shortlists)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(shortlists.id, id), eq(shortlists.clientId, clientId)))
    .returning({ id: shortlists.id })
    .catch((error: unknown) => {
      throw isUniqueViolation(error, "shortlists_client_name_unique")
        ? apiError("conflict", DUPLICATE_MESSAGE, { name: [DUPLICATE_MESSAGE] })
        : error;
    });
  if (!row) throw notFound();
  return ownShortlist(db, clientId, id);
}

export async function deleteShortlist(db: Db, clientId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(shortlists)
    .where(and(eq(shortlists.id, id), eq(shortlists.clientId, clientId)))
    .returning({ id: shortlists.id });
  if (!row) throw notFound();
}
