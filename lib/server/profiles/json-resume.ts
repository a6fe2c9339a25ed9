import "server-only";

import type { JsonResume } from "@/lib/validation/json-resume";

import { getTalentUser } from "../accounts/talent-user";
import type { Db } from "../db/types";
import { siteUrl } from "../env";
import { unauthorized } from "../http/errors";

const JSON_RESUME_SCHEMA = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

const present = (value: string | null | undefined) => (value ? value : undefined);

/** The talent's profile as a JSON Resume 1.0 document (basics, work, skills). */
export async function jsonResumeOf(db: Db, talentId: number): Promise<{ resume: JsonResume; handle: string | null }> {
  const user = await getTalentUser(db, talentId);
  if (!user) throw unauthorized();
  const { profile } = user;
  const site = siteUrl();
  // A hidden profile has no page anyone else can open, so it is not offered as the résumé's address.
  const pageUrl = profile.handle && profile.visibility !== "hidden" ? `${site}/profiles/${profile.handle}` : undefined;
  const location = { city: present(profile.city), countryCode: present(profile.country) };
  const networks = [
    ["LinkedIn", profile.linkedin_url],
    ["GitHub", profile.github_url],
  ] as const;

  const resume: JsonResume = {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: user.full_name,
      label: present(profile.headline),
      image: profile.avatar_url ? `${site}${profile.avatar_url}` : undefined,
      email: user.email,
      url: present(profile.portfolio_url) ?? pageUrl,
      summary: present(profile.bio),
      location: location.city || location.countryCode ? location : undefined,
      profiles: networks.flatMap(([network, url]) => (url ? [{ network, url }] : [])),
    },
    work: profile.experience.map((entry) => ({
      name: entry.company,
      position: entry.title,
      startDate: entry.start_month,
      endDate: present(entry.end_month),
      summary: present(entry.description),
    })),
    skills: [...profile.skills.map((skill) => skill.name), ...profile.custom_skills].map((name) => ({ name })),
    meta: { version: "v1.0.0", lastModified: profile.updated_at },
  };
  return { resume, handle: profile.handle };
}
