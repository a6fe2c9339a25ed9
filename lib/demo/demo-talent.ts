import type { CategoryId } from "@/lib/content/categories";
import type { ExperienceEntry } from "@/lib/validation/experience";
import type { PublicProfile } from "@/lib/validation/profile-responses";

/**
 * A demo talent account as the seed writes it: plain data, so the seed, its tests and the end-to-end
 * tests (which need to know which handles are public, recruiters-only or hidden) read the same list.
 */
export type DemoTalent = {
  firstName: string;
  lastName: string;
  handle: string;
  categoryId: CategoryId;
  headline: string;
  /** Names from the category's skills catalogue (lib/server/db/seed/skills.ts). */
  skills: readonly string[];
  customSkills: readonly string[];
  yearsExperience: number;
  level: NonNullable<PublicProfile["experience_level"]>;
  hourlyRate: number;
  contractTypes: readonly PublicProfile["contract_types"][number][];
  availability: NonNullable<PublicProfile["availability"]>;
  hoursPerWeek: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string;
  timezone: string;
  workHours: { start: string; end: string };
  bio: string;
  experience: readonly ExperienceEntry[];
  jobInterests: readonly string[];
  industries: readonly string[];
  visibility: PublicProfile["visibility"];
  /** A portrait in public/ (the home page's cards), or the look of a generated one. */
  avatar: { file: string } | { look: number };
  /** Seeded as vetted (a talent_vetting row at stage vetted with its history), or not submitted at all. */
  vetted: boolean;
};

/** Demo accounts have addresses on a reserved domain: nothing is ever sent to a real person. */
export const demoEmail = (talent: Pick<DemoTalent, "handle">) => `${talent.handle}@demo.example.com`;

/** Example.com is reserved for documentation: the link opens a real page and never a stranger's profile. */
export const demoPortfolioUrl = (talent: Pick<DemoTalent, "handle">) =>
  `https://example.com/portfolio/${talent.handle}`;

export const fullName = (talent: Pick<DemoTalent, "firstName" | "lastName">) =>
  `${talent.firstName} ${talent.lastName}`;
