import "server-only";

import { sql } from "drizzle-orm";

import { talentVetting } from "../db/schema";

/**
 * True when the talent is vetted, for a query that left-joins `talent_vetting` on the talent
 * (no row, or any other stage, is false).
 */
export const vettedFlag = sql<boolean>`coalesce(${talentVetting.stage} = 'vetted', false)`.mapWith(Boolean);
