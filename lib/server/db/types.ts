import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema";

/** The Drizzle database, whichever driver (PGlite or node-postgres) backs it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
};
