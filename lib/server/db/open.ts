import "server-only";

import path from "node:path";
import { sql } from "drizzle-orm";

import { lockDataDir } from "./data-dir-lock";
import { listenOnPostgres } from "./listen-postgres";
import * as schema from "./schema";
import type { Db, DbHandle } from "./types";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK_ID = 7_340_021;

/**
 * Opens Postgres through a node-postgres pool and applies pending migrations under an advisory lock.
 * `bulk` lifts the per-query time limits, for scripts such as seeding a million jobs.
 */
export async function openPostgres(url: string, poolMax = 10, options: { bulk?: boolean } = {}): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // Bounded waits: a request must fail (503) before the browser's 20-second time-out, even when it
  // first waits for a pooled client (up to 5 s) and then meets a database that stopped answering (11 s).
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    ...(options.bulk ? {} : { statement_timeout: 10_000, query_timeout: 11_000 }),
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  const listening = new Set<() => Promise<void>>();
  return {
    db,
    driver: "postgres",
    listen: async (channel, listener) => {
      const stop = await listenOnPostgres(url, channel, listener);
      listening.add(stop);
      return () => {
        listening.delete(stop);
        return stop();
      };
    },
    close: async () => {
      await Promise.all([...listening].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * The embedded database's page cache, inside the server's own memory (Postgres's default is 128MB). The data files
 * stay in the operating system's cache besides, so a smaller pool mostly costs copies from it: at 100,000 jobs, 32MB
 * took ~110 MiB off the server's resident memory under load (bench/RESULTS.md has the throughput it ran at).
 */
const PGLITE_SHARED_BUFFERS = "32MB";

/**
 * Opens the embedded database. `dataDir` undefined means in memory (tests), started from `template` when given
 * (a dump of an already migrated database: the tests open one per file). The directory lock comes first: a second
 * PGlite on the same files corrupts them.
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<DbHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const options = {
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(template && !dataDir ? { loadDataDir: template } : {}),
    };
    const client = dataDir ? await PGlite.create(path.join(dataDir, "pgdata"), options) : await PGlite.create(options);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      driver: "pglite",
      // One connection, in this process: a notification arrives when the transaction that sent it commits.
      listen: async (channel, listener) => {
        const stop = await client.listen(channel, (payload) => listener.onNotify(payload));
        return () => stop();
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(schema.categories);
  return (rows[0]?.n ?? 0) === 0;
}
