import "server-only";

import { sql } from "drizzle-orm";

import { skills } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";

/** The seeded skills' own spelling of each name asked for; a name no skill has is a field error. */
export async function canonicalSkillNames(db: Db, names: string[]): Promise<string[]> {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  if (wanted.length === 0) return [];
  const keys = sql.join(
    wanted.map((name) => sql`${name}`),
    sql`, `,
  );
  const rows = await db
    .selectDistinctOn([sql`lower(${skills.name})`], { key: sql<string>`lower(${skills.name})`, name: skills.name })
    .from(skills)
    .where(sql`lower(${skills.name}) in (${keys})`);
  const byKey = new Map(rows.map((row) => [row.key, row.name]));
  const unknown = wanted.filter((key) => !byKey.has(key));
  if (unknown.length > 0)
    throw validationFailed({ skills: [`Unknown skills: ${unknown.join(", ")}. Pick them from the skills list.`] });
  return wanted.map((key) => byKey.get(key)!);
}
