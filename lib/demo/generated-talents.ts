import { slugify } from "@/lib/profiles/handle";

import { CATALOGUE_TALENTS } from "./catalogue-talents";
import type { DemoTalent } from "./demo-talent";
import { position } from "./experience-entry";
import { PLACES, WORK_HOURS } from "./generated-places";
import { EMPLOYERS, INDUSTRY_CHOICES, ROLES, type Role } from "./generated-roles";
import { seededRandom, type Random } from "./prng";
import { specialistTalents } from "./specialist-talents";

export const GENERATED_TALENT_COUNT = 40;
const SEED = 20_240_611;
// As of this month the careers end or run on, so the data does not change with the calendar.
const YEAR = 2025;

const LEVELS = [
  { level: "junior", years: [1, 2] },
  { level: "mid", years: [3, 5] },
  { level: "senior", years: [6, 10] },
  { level: "lead", years: [10, 15] },
] as const;

const month = (year: number, monthOfYear: number) => `${year}-${String(monthOfYear).padStart(2, "0")}`;

function career(random: Random, role: Role, years: number) {
  const [current, previous] = random.sample(EMPLOYERS, 2) as [string, string];
  const currentStart = YEAR - Math.max(1, Math.ceil(years / 2));
  const focus = `${role.focus[0]?.toUpperCase()}${role.focus.slice(1)}`;
  const entries = [
    position(role.headline, current, month(currentStart, random.int(1, 12)), null, `${focus}; ${role.achievement}.`),
  ];
  if (YEAR - years < currentStart) {
    // First half of the first year to second half of the last: the end never precedes the start.
    const span = [month(YEAR - years, random.int(1, 6)), month(currentStart - 1, random.int(7, 12))] as const;
    entries.push(
      position(role.headline, previous, span[0], span[1], `Delivered ${role.focus} for ${previous}'s clients.`),
    );
  }
  return entries;
}

function bio(role: Role, years: number, city: string, skills: readonly string[]): string {
  return [
    `${role.headline} with ${years} ${years === 1 ? "year" : "years"} of experience building ${role.focus}.`,
    `Most recently I ${role.achievement}, working with ${skills.slice(0, 3).join(", ")} and ${skills[3] ?? "a small, focused team"}.`,
    `I work remotely from ${city}, write things down, and keep clients up to date without being asked.`,
  ].join(" ");
}

function generate(): DemoTalent[] {
  const random = seededRandom(SEED);
  const taken = new Set(CATALOGUE_TALENTS.map((talent) => talent.handle));
  const talents: DemoTalent[] = [];
  while (talents.length < GENERATED_TALENT_COUNT) {
    const index = talents.length;
    const place = random.pick(PLACES);
    const firstName = random.pick(place.firstNames);
    const lastName = random.pick(place.lastNames);
    const handle = slugify(`${firstName} ${lastName}`);
    if (taken.has(handle)) continue;
    taken.add(handle);
    // Every category in turn, so the directory has each in equal measure.
    const role = random.pick(ROLES.filter((each) => each.categoryId === (index % 3) + 1));
    const { level, years: range } = random.pick(LEVELS);
    const years = random.int(range[0], range[1]);
    const skills = random.sample(role.skills, random.int(4, Math.min(6, role.skills.length)));
    const rate = Math.round((25 + years * 6 + random.int(0, 20)) / 5) * 5;
    // Mostly recruiters-only (the default), one in five public, one in ten hidden; fixed by position.
    const visibility = index % 10 === 4 ? "hidden" : index % 5 === 1 ? "public" : "recruiters";
    const fullTime = random.next() < 0.5;
    talents.push({
      firstName,
      lastName,
      handle,
      categoryId: role.categoryId,
      headline: role.headline,
      skills,
      customSkills: [],
      yearsExperience: years,
      level,
      hourlyRate: Math.min(rate, 150),
      contractTypes: fullTime
        ? ["full_time", "hourly"]
        : random.sample(["hourly", "project"] as const, random.int(1, 2)),
      availability: fullTime ? "full_time" : random.pick(["part_time", "hourly"] as const),
      hoursPerWeek: fullTime ? 40 : random.int(10, 30),
      country: place.country,
      city: place.city,
      timezone: place.timezone,
      workHours: random.pick(WORK_HOURS),
      bio: bio(role, years, place.city, skills),
      experience: career(random, role, years),
      jobInterests: role.interests,
      industries: random.sample(INDUSTRY_CHOICES, 2),
      visibility,
      avatar: { look: index },
      // One in three vetted, fixed by position: the rest are the talent who have not been through it yet.
      vetted: index % 3 === 0,
    });
  }
  return talents;
}

/** About forty demo talent with complete profiles across categories, time zones, rates and visibilities. */
export const GENERATED_TALENTS: readonly DemoTalent[] = generate();

/** Two vetted specialists per footer "Hire …" entry (lib/demo/specialist-talents.ts). */
export const SPECIALIST_TALENTS: readonly DemoTalent[] = specialistTalents(
  new Set([...CATALOGUE_TALENTS, ...GENERATED_TALENTS].map((talent) => talent.handle)),
);

export const DEMO_TALENTS: readonly DemoTalent[] = [...CATALOGUE_TALENTS, ...GENERATED_TALENTS, ...SPECIALIST_TALENTS];
