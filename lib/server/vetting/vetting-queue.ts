import "server-only";

import { asc, count, eq, sql } from "drizzle-orm";

import { findCategory } from "@/lib/content/categories";
import type {
  VettingQueueItem,
  VettingQueuePage,
  VettingQueueQuery,
  VettingStageCounts,
} from "@/lib/validation/manage-vetting";
import { VETTING_STAGES } from "@/lib/vetting/stages";

import { talentProfiles, talents, talentVetting } from "../db/schema";
import type { Db } from "../db/types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many talents stand in each stage: the queue's tabs. */
export async function vettingStageCounts(db: Db): Promise<VettingStageCounts> {
  const rows = await db
    .select({ stage: talentVetting.stage, n: count() })
    .from(talentVetting)
    .groupBy(talentVetting.stage);
  const counts = Object.fromEntries(VETTING_STAGES.map((stage) => [stage, 0])) as VettingStageCounts;
  for (const row of rows) counts[row.stage] = row.n;
  return counts;
}

export const categoryOf = (id: number | null) => {
  const found = id === null ? undefined : findCategory(id);
  return found ? { id: found.id, name: found.name } : null;
};

/** One stage's queue, oldest arrival in the stage first (ties by talent id, so pages are stable). */
export async function vettingQueue(db: Db, query: VettingQueueQuery, now = new Date()): Promise<VettingQueuePage> {
  const counts = await vettingStageCounts(db);
  const total = counts[query.stage];
  const meta = {
    page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
  const offset = (query.page - 1) * query.per_page;
  if (offset >= total) return { data: [], meta: { ...meta, stage: query.stage, counts } };

  const rows = await db
    .select({
      talentId: talentVetting.talentId,
      firstName: talents.firstName,
      lastName: talents.lastName,
      email: talents.email,
      headline: talentProfiles.headline,
      categoryId: talentProfiles.categoryId,
      stage: talentVetting.stage,
      stageEnteredAt: talentVetting.stageEnteredAt,
      submittedAt: talentVetting.submittedAt,
      attempt: talentVetting.attempt,
    })
    .from(talentVetting)
    .innerJoin(talents, eq(talents.id, talentVetting.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talentVetting.talentId))
    .where(eq(talentVetting.stage, query.stage))
    .orderBy(asc(talentVetting.stageEnteredAt), sql`${talentVetting.talentId} asc`)
    .limit(query.per_page)
    .offset(offset);

  const data = rows.map((row): VettingQueueItem => ({
    talent_id: row.talentId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    headline: row.headline ?? null,
    category: categoryOf(row.categoryId ?? null),
    stage: row.stage,
    stage_entered_at: row.stageEnteredAt.toISOString(),
    submitted_at: row.submittedAt.toISOString(),
    attempt: row.attempt,
    days_waiting: Math.max(0, Math.floor((now.getTime() - row.stageEnteredAt.getTime()) / DAY_MS)),
  }));
  return { data, meta: { ...meta, stage: query.stage, counts } };
}
