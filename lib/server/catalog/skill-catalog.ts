import "server-only";

import { skillMatcher } from "@/lib/jobs/skill-match";

import { SKILLS_BY_CATEGORY } from "../db/seed/skills";

/**
 * Every skill a job can ask for (jobs take their skills from this catalogue, seeded into `skills` at start-up),
 * in the catalogue's spelling: what the board's skill field suggests.
 */
export const CATALOG_SKILL_NAMES: readonly string[] = [...new Set(Object.values(SKILLS_BY_CATEGORY).flat())];

/** The board's reading of skill terms (lib/jobs/skill-match.ts) against that catalogue. */
export const catalogSkillMatcher = skillMatcher(CATALOG_SKILL_NAMES);
