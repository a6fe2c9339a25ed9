import "server-only";

import { lt, sql } from "drizzle-orm";

import { liveEvents } from "../db/schema";
import type { Db } from "../db/types";

/** How long events are kept for a tab that reconnects: longer than any sleep of a laptop worth catching up from. */
export const LIVE_EVENTS_KEPT_HOURS = 24;
export const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Deletes events older than the window. Every instance runs it hourly: deleting what another instance already
 * deleted is harmless, so no claim is needed.
 */
export async function pruneLiveEvents(db: Db): Promise<number> {
  const gone = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`now() - make_interval(hours => ${LIVE_EVENTS_KEPT_HOURS})`))
    .returning({ id: liveEvents.id });
  return gone.length;
}
