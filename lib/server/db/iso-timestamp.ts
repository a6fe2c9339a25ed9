import "server-only";

import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/** A timestamp as JavaScript's `toISOString` writes it (UTC, milliseconds, "Z"), which the answers use. */
export const iso = (at: AnyColumn | SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
