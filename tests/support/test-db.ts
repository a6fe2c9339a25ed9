import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";

import { useDbHandle } from "@/lib/server/db/client";
import { openPglite, openPostgres } from "@/lib/server/db/open";
import type { Db, DbHandle } from "@/lib/server/db/types";

type Target = { name: "pglite" | "postgres"; open(): Promise<{ handle: DbHandle; dispose(): Promise<void> }> };

async function openFreshPostgres(adminUrl: string) {
  const name = `it_${crypto.randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  return {
    handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * PGlite always; Postgres too when TEST_DATABASE_URL is set. Each gets a fresh, migrated database, copied from the
 * template db-templates.global.ts migrated once.
 */
export const databaseTargets: Target[] = [
  {
    name: "pglite",
    async open() {
      const handle = await openPglite(undefined, new Blob([fs.readFileSync(inject("pgliteTemplate"))]));
      return { handle, dispose: async () => undefined };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres" as const, open: () => openFreshPostgres(process.env.TEST_DATABASE_URL as string) }]
    : []),
];

/**
 * Runs `body` once per database target, with the app's database pointed at a fresh one,
 * so route handlers imported by the test use it.
 */
export function describeOnEachDatabase(title: string, body: (ctx: { db: () => Db; driver: Target["name"] }) => void) {
  for (const target of databaseTargets) {
    describe(`${title} [${target.name}]`, () => {
      let opened: Awaited<ReturnType<Target["open"]>> | undefined;
      beforeAll(async () => {
        opened = await target.open();
        useDbHandle(opened.handle);
      });
      afterAll(async () => {
        useDbHandle(undefined);
        await opened?.dispose();
      });
      body({
        db: () => {
          if (!opened) throw new Error("database not open yet");
          return opened.handle.db;
        },
        driver: target.name,
      });
    });
  }
}
