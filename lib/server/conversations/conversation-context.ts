import "server-only";

import { and, eq } from "drizzle-orm";

import type { ConversationContext } from "@/lib/validation/conversations";

import { applications, companies, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { fileUrl } from "../files/file-url";
import type { Participant } from "./participant";

/**
 * What a conversation's header shows: the job and the other party (the company for a talent, the talent for a
 * client). Null for an application that is not `who`'s, so the page answers as for an unknown one.
 */
export async function conversationContext(
  db: Db,
  who: Participant,
  applicationId: number,
): Promise<ConversationContext | null> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      stage: applications.stage,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobSlug: jobs.slug,
      companyName: jobs.companyName,
      companyLogoUrl: jobs.companyLogoUrl,
      clientId: companies.clientId,
      talentId: talents.id,
      firstName: talents.firstName,
      lastName: talents.lastName,
      handle: talentProfiles.handle,
      avatarFileId: talentProfiles.avatarFileId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .leftJoin(talentProfiles, eq(talentProfiles.talentId, talents.id))
    .where(
      and(
        eq(applications.id, applicationId),
        who.kind === "talent" ? eq(applications.talentId, who.id) : eq(companies.clientId, who.id),
      ),
    );
  if (!row) return null;
  const other =
    who.kind === "talent"
      ? { name: row.companyName, avatar_url: row.companyLogoUrl, handle: null }
      : { name: `${row.firstName} ${row.lastName}`, avatar_url: fileUrl(row.avatarFileId), handle: row.handle };
  return {
    application_id: row.applicationId,
    stage: row.stage,
    job: { id: row.jobId, title: row.jobTitle, slug: row.jobSlug },
    other,
  };
}
