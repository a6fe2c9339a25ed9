import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import type * as schema from "./schema";

/** The Drizzle database, whichever driver (PGlite or node-postgres) backs it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Who hears a channel's notifications; `onReconnect` follows a lost connection, whose notifications are gone. */
export type ChannelListener = { onNotify(payload: string): void; onReconnect(): void };

export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * LISTENs on `channel`: on Postgres over one dedicated connection (not the pool's), reconnected when it drops; on
   * PGlite within the process. Resolves once listening, to the function that stops it.
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
