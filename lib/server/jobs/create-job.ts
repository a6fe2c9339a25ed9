import "server-only";

import crypto from "node:crypto";
import { eq } from "drizzle-orm";

import { hasLapsed, publishTarget } from "@/lib/jobs/states";
import type { ClientJob } from "@/lib/validation/client-job-responses";
import type { CreateJobInput } from "@/lib/validation/client-jobs";

import { assertEmailVerified } from "../accounts/verified-email-gate";
import { companyOfClient } from "../companies/company-json";
import { companies, jobs } from "../db/schema";
import { jobSearchText, slugify } from "../db/seed/jobs";
import type { Db } from "../db/types";
import { fileUrl } from "../files/file-url";
import { validationFailed } from "../http/errors";
import { clientJobColumns, toClientJob } from "./client-job-json";
import { canonicalSkillNames } from "./job-skills";
import { hiresFromColumns, overlapColumns } from "./remote-fit-columns";

export const newJobSlug = (title: string) =>
  `${slugify(title).slice(0, 60).replace(/-+$/, "") || "job"}-${crypto.randomBytes(3).toString("hex")}`;

export const closingDateInPast = () =>
  validationFailed({ valid_through: ["The closing date must be today or later."] });

/** A new job of the client's company: a draft, or published at once with `publish: true` (in review for a new company). */
export async function createJob(db: Db, clientId: number, input: CreateJobInput): Promise<ClientJob> {
  const { publish, valid_through: validThrough = null, hires_from: hiresFrom, overlap, ...fields } = input;
  if (hasLapsed(validThrough)) throw closingDateInPast();
  if (publish) await assertEmailVerified(db, "client", clientId, "publish");
  const company = await companyOfClient(db, clientId);
  const skills = await canonicalSkillNames(db, fields.skills);
  const [inserted] = await db
    .insert(jobs)
    .values({
      slug: newJobSlug(fields.title),
      title: fields.title,
      companyId: company.id,
      companyName: company.name,
      companyLogoUrl: fileUrl(company.logoFileId),
      categoryId: fields.category_id,
      description: fields.description,
      skills,
      skillKeys: skills.map((skill) => skill.toLowerCase()),
      jobType: fields.job_type,
      experienceLevel: fields.experience_level,
      location: fields.location,
      rateMin: fields.rate_min,
      rateMax: fields.rate_max,
      currency: fields.currency,
      validThrough,
      ...hiresFromColumns(hiresFrom),
      ...overlapColumns(overlap),
      status: publish ? publishTarget(company.jobsApprovedAt !== null) : "draft",
      searchText: jobSearchText({ ...fields, skills, company: company.name }),
    })
    .returning({ id: jobs.id });
  const [row] = await db
    .select(clientJobColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, inserted!.id));
  return toClientJob(row!);
}
