import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";

import { POST as companyPost } from "@/app/api/client/company/route";
import { skills, talentProfiles, talentVetting } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import type { VettingStage } from "@/lib/vetting/stages";

import { registeredTalent, verifiedClient } from "./accounts";
import { call } from "./api-client";

type TalentOptions = {
  firstName?: string;
  headline?: string;
  bio?: string;
  skills?: string[];
  categoryId?: number;
  rate?: number | null;
  availability?: "full_time" | "part_time" | "hourly" | "not_available";
  country?: string;
  hours?: { timezone: string; start: string; end: string } | null;
  visibility?: "public" | "recruiters" | "hidden";
  stage?: VettingStage | null;
  lastActiveAt?: Date;
};

/** A word no other test's talent has: searching it (`q`) keeps one test's talent to itself. */
export const uniqueWord = () => `zq${crypto.randomBytes(4).toString("hex")}`;

/** A talent with a profile written straight to the database, vetted unless `stage` says otherwise. */
export async function directoryTalent(db: Db, options: TalentOptions = {}) {
  const talent = await registeredTalent({ first_name: options.firstName ?? "Dora", last_name: "Directory" });
  const id = talent.user.id as number;
  const skillRows = options.skills?.length
    ? await db
        .select({ id: skills.id })
        .from(skills)
        .where(
          inArray(
            sql`lower(${skills.name})`,
            options.skills.map((name) => name.toLowerCase()),
          ),
        )
    : [];
  const hours =
    options.hours === undefined ? { timezone: "Africa/Lagos", start: "09:00", end: "17:00" } : options.hours;
  const values = {
    handle: `dora-${id}`,
    headline: options.headline ?? "Software engineer",
    bio: options.bio ?? null,
    categoryId: options.categoryId ?? 1,
    skills: skillRows.map((row) => row.id),
    hourlyRate: options.rate === undefined ? 50 : options.rate,
    availability: options.availability ?? "full_time",
    country: options.country ?? "NG",
    timezone: hours?.timezone ?? null,
    workStart: hours?.start ?? null,
    workEnd: hours?.end ?? null,
    visibility: options.visibility ?? "recruiters",
    lastActiveAt: options.lastActiveAt ?? new Date(),
  };
  await db
    .insert(talentProfiles)
    .values({ talentId: id, ...values })
    .onConflictDoUpdate({ target: talentProfiles.talentId, set: values });
  if (options.stage !== null)
    await db.insert(talentVetting).values({ talentId: id, stage: options.stage ?? "vetted", vettedAt: new Date() });
  return { ...talent, id, handle: values.handle };
}

export async function setVisibility(db: Db, talentId: number, visibility: "public" | "recruiters" | "hidden") {
  await db.update(talentProfiles).set({ visibility }).where(eq(talentProfiles.talentId, talentId));
}

/** A verified recruiter (who sees recruiters-only profiles) whose company has team hours (09:00–17:00 in Africa/Lagos). */
export async function recruiterWithHours(
  hours: Record<string, string> = { timezone: "Africa/Lagos", work_start: "09:00", work_end: "17:00" },
) {
  const client = await verifiedClient();
  const saved = await call(companyPost, { token: client.token, form: hours });
  if (saved.status !== 200) throw new Error(`team hours not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
  return client;
}
