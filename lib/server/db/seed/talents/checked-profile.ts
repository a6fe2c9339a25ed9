import "server-only";

import { z } from "zod";

import { demoPortfolioUrl, type DemoTalent } from "@/lib/demo/demo-talent";
import { profileUpdateFieldsSchema } from "@/lib/validation/profile";

/**
 * A demo talent's profile as the editor would send it, checked by the editor's own rules (time zone,
 * country, working hours, experience, lengths), so demo data can hold nothing a talent could not enter.
 */
export function checkedDemoProfile(talent: DemoTalent, skillIds: number[]) {
  const result = profileUpdateFieldsSchema.safeParse({
    first_name: talent.firstName,
    last_name: talent.lastName,
    headline: talent.headline,
    bio: talent.bio,
    timezone: talent.timezone,
    hourly_rate: talent.hourlyRate,
    years_experience: talent.yearsExperience,
    availability: talent.availability,
    category_id: talent.categoryId,
    skills: skillIds,
    custom_skills: talent.customSkills,
    job_interests: talent.jobInterests,
    industries: talent.industries,
    portfolio_url: demoPortfolioUrl(talent),
    experience_level: talent.level,
    contract_types: talent.contractTypes,
    hours_per_week: talent.hoursPerWeek,
    country: talent.country,
    city: talent.city,
    work_start: talent.workHours.start,
    work_end: talent.workHours.end,
    handle: talent.handle,
    visibility: talent.visibility,
    experience: talent.experience,
  });
  if (!result.success) throw new Error(`demo talent ${talent.handle}: ${z.prettifyError(result.error)}`);
  return result.data;
}
