import crypto from "node:crypto";
import pg from "pg";

/** The maintenance database of the server TEST_DATABASE_URL points at (or the local default). */
export function adminUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/postgres";
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/** A fresh, empty `rel_*` database; the app migrates it at start. */
export async function createDatabase(label: string): Promise<TestDatabase> {
  const name = `rel_${label}_${crypto.randomBytes(4).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** Runs one query on `url` with a short-lived connection. */
export async function query<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<boolean> {
  return admin(async () => true).catch(() => false);
}
