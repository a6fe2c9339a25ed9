import "server-only";

import { env } from "../env";
import { isDatabaseEmpty, openPglite, openPostgres } from "./open";
import { seedDemoData } from "./seed";
import type { Db, DbHandle } from "./types";

export type { Db, DbHandle } from "./types";

// One handle per process; kept on globalThis so dev-mode module reloads reuse it.
const store = globalThis as typeof globalThis & { __marketplaceDb?: Promise<DbHandle> };

async function openFromEnv(): Promise<DbHandle> {
  const config = env();
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DB_POOL_MAX);
  const handle = await openPglite(config.DATA_DIR);
  if (config.SEED_ON_EMPTY === "true" && (await isDatabaseEmpty(handle.db))) {
    console.log("[db] empty embedded database: loading demo data");
    await seedDemoData(handle.db);
  }
  return handle;
}

export function getDbHandle(): Promise<DbHandle> {
  if (!store.__marketplaceDb) {
    store.__marketplaceDb = openFromEnv();
    // A failed open (e.g. the directory is locked) must not be cached forever.
    store.__marketplaceDb.catch(() => {
      store.__marketplaceDb = undefined;
    });
  }
  return store.__marketplaceDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests point the app at their own database. */
export function useDbHandle(handle: DbHandle | undefined): void {
  store.__marketplaceDb = handle ? Promise.resolve(handle) : undefined;
}
