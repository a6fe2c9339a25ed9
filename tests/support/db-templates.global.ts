import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as pgliteDrizzle } from "drizzle-orm/pglite";
import { migrate as pgliteMigrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database. */
    pgliteTemplate: string;
    /** A migrated Postgres database to copy, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/**
 * Migrates one database of each kind before the integration files run; each file then starts from a copy
 * (PGlite from the dump, Postgres with `create database … template`), a fraction of a fresh start's cost.
 * The files still migrate what they open, so a copy that missed a migration would be brought up to date.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hireloop-db-template-"));
  const dumpFile = path.join(dir, "pglite.tar");
  const embedded = await PGlite.create();
  await pgliteMigrate(pgliteDrizzle(embedded), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await embedded.dumpDataDir("none");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  project.provide("pgliteTemplate", dumpFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (adminUrl) {
    templateName = `it_template_${crypto.randomBytes(4).toString("hex")}`;
    await adminQuery(adminUrl, `create database ${templateName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.end();
    }
  }
  project.provide("postgresTemplate", templateName);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (adminUrl && templateName) await adminQuery(adminUrl, `drop database if exists ${templateName} with (force)`);
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
