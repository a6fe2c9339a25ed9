import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { ShortlistDetail } from "@/lib/validation/shortlists";

import { rowsOf } from "../db/raw-rows";
import { shortlistTalent } from "../db/schema";
import type { Db } from "../db/types";
import { directoryCards } from "../directory/search-talent";
import type { DirectoryRow } from "../directory/talent-card";
import { listableFor } from "../directory/talent-filters";
import { teamHoursOf } from "../directory/team-hours";
import { apiError } from "../http/error-codes";
import { ownShortlist } from "./shortlists";

/** True when the directory may list the talent for this client: only such talent can be saved to a list. */
async function isListable(db: Db, clientId: number, talentId: number): Promise<boolean> {
  const rows = await rowsOf<unknown>(
    db,
    sql`select 1 from talent_profiles p where p.talent_id = ${talentId} and ${await listableFor(db, clientId)}`,
  );
  return rows.length > 0;
}

/** Puts the talent on the client's list; saving them twice is the same as once. */
export async function addToShortlist(db: Db, clientId: number, shortlistId: number, talentId: number) {
  await ownShortlist(db, clientId, shortlistId);
  if (!(await isListable(db, clientId, talentId))) throw apiError("not_found", "Talent not found.");
  await db.insert(shortlistTalent).values({ shortlistId, talentId }).onConflictDoNothing();
  return ownShortlist(db, clientId, shortlistId);
}

/** Takes the talent off the client's list; taking off someone not on it is not an error. */
export async function removeFromShortlist(db: Db, clientId: number, shortlistId: number, talentId: number) {
  await ownShortlist(db, clientId, shortlistId);
  await db
    .delete(shortlistTalent)
    .where(and(eq(shortlistTalent.shortlistId, shortlistId), eq(shortlistTalent.talentId, talentId)));
}

const MAX_SHOWN = 200;

/** The list with its talent as directory cards, last saved first (talent the directory no longer lists are left out). */
export async function shortlistDetail(
  db: Db,
  clientId: number,
  shortlistId: number,
  now = new Date(),
): Promise<ShortlistDetail> {
  const list = await ownShortlist(db, clientId, shortlistId);
  const rows = await rowsOf<DirectoryRow>(
    db,
    sql`
    select p.talent_id, p.handle, t.first_name, t.last_name, p.headline, p.avatar_file_id, p.country, p.city,
           p.timezone, p.work_start, p.work_end, p.hourly_rate, p.availability, p.skills, p.last_active_at
    from shortlist_talent st
    join talent_profiles p on p.talent_id = st.talent_id
    join talents t on t.id = p.talent_id
    where st.shortlist_id = ${shortlistId} and ${await listableFor(db, clientId)}
    order by st.added_at desc, st.talent_id desc
    limit ${MAX_SHOWN}`,
  );
  const talent = await directoryCards(db, rows, { team: await teamHoursOf(db, clientId), now, searchedIds: [] });
  return { ...list, talent };
}
