// The databases the benchmark runs on: a fresh PGlite directory, or a fresh Postgres database named bench_*.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

import { run } from "./processes.mjs";

const TSX = path.join("node_modules", "tsx", "dist", "cli.mjs");
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export function freshPglite(dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { kind: "pglite", dataDir };
}

export function dropPglite(database) {
  fs.rmSync(database.dataDir, { recursive: true, force: true });
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty bench_<random> database on the local server; null when no server answers. */
export async function freshPostgres() {
  const name = `bench_${Date.now().toString(36)}_${crypto.randomBytes(3).toString("hex")}`;
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    return { unavailable: error.message };
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { kind: "postgres", name, url: url.toString(), secret: crypto.randomBytes(32).toString("base64") };
}

export async function dropPostgres(database) {
  await admin(`drop database if exists ${database.name} with (force)`);
}

function dbEnv(database) {
  return database.url
    ? { DATABASE_URL: database.url, NEXTAUTH_SECRET: database.secret }
    : { DATA_DIR: database.dataDir, DATABASE_URL: undefined };
}

/** Migrates and loads the demo data (idempotent), then adds `jobs` generated jobs (the app's own seeder). */
export async function seed(database, jobs = 0) {
  const args = [TSX, "--conditions=react-server", "scripts/db-seed.ts"];
  if (jobs > 0) args.push("--jobs", String(jobs));
  await run(process.execPath, args, { env: dbEnv(database) });
}

/** Rows in `jobs` (Postgres only; PGlite's directory is locked while the app runs, so the caller counts). */
export async function countJobs(database) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from jobs");
    return rows[0].n;
  } finally {
    await client.end();
  }
}
