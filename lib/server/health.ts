import "server-only";

import { sql } from "drizzle-orm";

import { getDb } from "./db/client";

const HEALTH_TIMEOUT_MS = 3_000;

/** Runs a real query; rejects when the database cannot answer within a few seconds. */
export async function checkDatabase(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database health check timed out")), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([getDb().then((db) => db.execute(sql`select 1`)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
