import path from "node:path";

export const ORPHANS_SQL = `select count(*)::int as n from stored_files f
  where not exists (select 1 from talent_profiles p where p.avatar_file_id = f.id or p.resume_file_id = f.id)`;

/** Runs one query on a PGlite data directory no server holds any more. */
export const HALF_WRITTEN_SQL = `select count(*)::int as n from talents t
  where not exists (select 1 from talent_profiles p where p.talent_id = t.id)`;

export async function queryDataDir<R>(dataDir: string, sql: string): Promise<R[]> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pgdata"));
  try {
    return (await db.query<R>(sql)).rows;
  } finally {
    await db.close();
  }
}
