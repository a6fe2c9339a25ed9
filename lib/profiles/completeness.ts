/**
 * How complete a talent's profile is: one weighted rule for the server, the dashboard's meter and
 * whatever later needs "complete enough" (applying, entering vetting). Pure, so the browser can run it
 * on a profile being edited. Each `field` is the profile JSON field the editor links to.
 */
export const APPLY_THRESHOLD = 80;

export const MIN_SKILLS = 3;
export const MIN_BIO_LENGTH = 200;

/** The parts of the profile JSON the rule reads. */
export type CompletenessInput = {
  avatar_url: string | null;
  headline: string | null;
  skills: readonly unknown[];
  custom_skills: readonly unknown[];
  hourly_rate: number | null;
  timezone: string | null;
  work_hours: { start: string; end: string } | null;
  resume_url: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  portfolio_url: string | null;
  bio: string | null;
  experience: readonly unknown[];
};

export type CompletenessItem = {
  field: string;
  label: string;
  weight: number;
  done: (p: CompletenessInput) => boolean;
};

const filled = (value: string | null) => value !== null && value.trim() !== "";

export const COMPLETENESS_ITEMS: readonly CompletenessItem[] = [
  { field: "avatar_url", label: "Add a profile photo", weight: 10, done: (p) => filled(p.avatar_url) },
  { field: "headline", label: "Write a headline", weight: 10, done: (p) => filled(p.headline) },
  {
    field: "skills",
    label: `Add at least ${MIN_SKILLS} skills`,
    weight: 15,
    done: (p) => p.skills.length + p.custom_skills.length >= MIN_SKILLS,
  },
  { field: "hourly_rate", label: "Set your hourly rate", weight: 10, done: (p) => p.hourly_rate !== null },
  {
    field: "work_hours",
    label: "Set your time zone and working hours",
    weight: 10,
    done: (p) => filled(p.timezone) && p.work_hours !== null,
  },
  { field: "resume_url", label: "Upload your résumé", weight: 15, done: (p) => filled(p.resume_url) },
  {
    field: "linkedin_url",
    label: "Add a LinkedIn, GitHub or portfolio link",
    weight: 10,
    done: (p) => filled(p.linkedin_url) || filled(p.github_url) || filled(p.portfolio_url),
  },
  {
    field: "bio",
    label: `Write a bio of at least ${MIN_BIO_LENGTH} characters`,
    weight: 10,
    done: (p) => (p.bio?.trim().length ?? 0) >= MIN_BIO_LENGTH,
  },
  { field: "experience", label: "Add your work experience", weight: 10, done: (p) => p.experience.length > 0 },
];

export type Completeness = { percent: number; missing: { field: string; label: string }[] };

export function completeness(profile: CompletenessInput): Completeness {
  let percent = 0;
  const missing: Completeness["missing"] = [];
  for (const item of COMPLETENESS_ITEMS) {
    if (item.done(profile)) percent += item.weight;
    else missing.push({ field: item.field, label: item.label });
  }
  return { percent, missing };
}

export const isCompleteEnough = (profile: CompletenessInput) => completeness(profile).percent >= APPLY_THRESHOLD;
