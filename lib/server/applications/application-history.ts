import "server-only";

import { asc, inArray } from "drizzle-orm";

import type { ApplicationStage } from "@/lib/applications/stages";

import { applicationEvents } from "../db/schema";
import type { Db } from "../db/types";

export type HistoryEntry = { from: ApplicationStage | null; to: ApplicationStage; at: string };

/** The public stage history of each application (who moved it stays on the server). */
export async function historiesOf(db: Db, applicationIds: number[]): Promise<Map<number, HistoryEntry[]>> {
  const histories = new Map<number, HistoryEntry[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return histories;
  const rows = await db
    .select({
      applicationId: applicationEvents.applicationId,
      from: applicationEvents.fromStage,
      to: applicationEvents.toStage,
      at: applicationEvents.at,
    })
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.id));
  for (const row of rows)
    histories.get(row.applicationId)!.push({ from: row.from, to: row.to, at: row.at.toISOString() });
  return histories;
}
