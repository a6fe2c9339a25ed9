import "server-only";

import { sql } from "drizzle-orm";

import { expandHiresFrom } from "@/lib/remote/regions";

import type { Db } from "../types";
import { SKILLS_BY_CATEGORY } from "./skills";

// Vocabulary for scale-test jobs. Joined with "|" and split in SQL, so none may contain "|".
const TITLES = {
  1: [
    "ReactJs Developer",
    "Python Engineer",
    "Angular Developer",
    "PHP Developer",
    "Flutter Developer",
    "Java Engineer",
    "iOS Engineer",
    "Android Developer",
    "DevOps Engineer",
    "Full-Stack Developer",
    "Backend Engineer",
    "Frontend Developer",
    "Go Engineer",
    "Data Engineer",
    "Machine Learning Engineer",
  ],
  2: [
    "UI Designer",
    "UX Designer",
    "UX Researcher",
    "Product Designer",
    "Product Analyst",
    "Product Lead",
    "UI/UX Designer",
    "Visual Designer",
    "Interaction Designer",
    "Design Systems Designer",
    "Mobile App Designer",
  ],
  3: [
    "SEO Specialist",
    "PPC Manager",
    "Content Writer",
    "Social Media Marketer",
    "Keyword Specialist",
    "Affiliate Marketing Manager",
    "Video Marketing Producer",
    "Email Marketing Manager",
    "Growth Marketer",
    "Marketing Analyst",
    "Copywriter",
  ],
};
const COMPANY_FIRST = [
  "Northwind",
  "Lumen",
  "Atlas",
  "Fernway",
  "Beacon",
  "Harbor",
  "Orbital",
  "Nimbus",
  "Brightside",
  "Mosaic",
  "Verdant",
  "Stride",
  "Sundial",
  "Kestrel",
  "Tidewater",
  "Quarry",
  "Pinecone",
  "Helix",
  "Ledgerly",
  "Cartwheel",
  "Bluebird",
  "Copperleaf",
  "Driftwood",
  "Evergreen",
  "Granite",
  "Juniper",
  "Lighthouse",
  "Marlow",
];
const COMPANY_SECOND = [
  "Labs",
  "Health",
  "Payments",
  "Commerce",
  "Analytics",
  "Software",
  "Studio",
  "Group",
  "Systems",
  "Media",
];
const LOCATIONS = [
  "Remote (Worldwide)",
  "Remote (Europe)",
  "Remote (US time zones)",
  "Remote (Americas)",
  "Remote (APAC)",
  "Remote (UTC-3 to UTC+3)",
];
const PITCHES = [
  "We are a small, profitable team building a product our customers rely on every day.",
  "Our customers range from solo founders to public companies, and they all expect things to just work.",
  "We are growing quickly and want someone who enjoys owning problems from start to finish.",
  "You will join a friendly, distributed team that writes things down and respects focus time.",
  "We have just raised our Series A and are doubling the product team this year.",
  "Our roadmap is driven by customer interviews, and you will take part in them.",
];
const CLOSERS = [
  "Flexible hours, a yearly learning budget and a team retreat once a year.",
  "Expect clear goals, honest feedback and few meetings.",
  "We pay in USD and hire anywhere our time-zone overlap allows.",
  "The first month is paired onboarding with a senior teammate.",
];
const LEVEL_PREFIXES = ["Junior ", "", "Senior ", "Lead "];
// Per LOCATIONS entry: the region a restricted job hires from (none for worldwide) and the zone of its team hours.
const LOCATION_REGIONS = ["", "europe", "", "americas", "asia_pacific", ""];
const LOCATION_ZONES = [
  "Europe/London",
  "Europe/Berlin",
  "America/New_York",
  "America/Sao_Paulo",
  "Asia/Singapore",
  "UTC",
];
const US_TIME_ZONES_COUNTRIES = ["CA", "US"];
// Of every 100 generated jobs: 15 with a regional location hire only from there, 10 require an overlap.
const RESTRICTED_PER_100 = 15;
const OVERLAP_PER_100 = 10;

const list = (values: readonly string[]) => sql`string_to_array(${values.join("|")}, '|')`;

// 50,000 rows per statement keeps each transaction (and the trigger's transition table) modest.
const BATCH_SIZE = 50_000;

/**
 * Inserts `count` varied jobs with one `insert … select … generate_series` per batch: no rows cross
 * the wire. Every pick is a hash of the new row's id, so each run adds new, distinct jobs and slugs.
 */
export async function seedGeneratedJobs(db: Db, count: number, onProgress?: (done: number) => void): Promise<void> {
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - done);
    await db.execute(sql`
      insert into jobs (id, slug, title, company_name, category_id, description, skills, skill_keys, job_type,
        experience_level, location, rate_min, rate_max, posted_at, search_text, hires_anywhere, hires_countries,
        hires_regions, eligible_countries, overlap_timezone, overlap_start, overlap_end, overlap_min_hours)
      select id, lower(regexp_replace(title, '[^A-Za-z0-9]+', '-', 'g')) || '-' || id, title, company, cat,
        description, skills, skill_keys, job_type, level, location, rate_min, rate_min + 10 + h4 % 30,
        posted_at, title || ' ' || company || ' ' || array_to_string(skills, ' ') || ' ' || location || ' ' || description,
        not restricted, case when restricted and place = 2 then ${list(US_TIME_ZONES_COUNTRIES)} else '{}'::text[] end,
        case when restricted and place <> 2 then array[(${list(LOCATION_REGIONS)})[1 + place]] else '{}'::text[] end,
        case when not restricted then '{}'::text[]
          when place = 1 then ${list(expandHiresFrom([], ["europe"]))}
          when place = 2 then ${list(US_TIME_ZONES_COUNTRIES)}
          when place = 3 then ${list(expandHiresFrom([], ["americas"]))}
          else ${list(expandHiresFrom([], ["asia_pacific"]))} end,
        case when with_overlap then (${list(LOCATION_ZONES)})[1 + place] end,
        case when with_overlap then '09:00' end, case when with_overlap then '17:00' end,
        case when with_overlap then 2 + h6 % 3 end
      from (
        select id, cat, h4, h6, title, company, skills, location, job_type, posted_at, place,
          place in (1, 2, 3, 4) and h7 % 100 < ${sql.raw(String(RESTRICTED_PER_100))} as restricted,
          (h7 / 100) % 100 < ${sql.raw(String(OVERLAP_PER_100))} as with_overlap,
          (array['junior','mid','senior','lead'])[1 + lvl]::experience_level as level,
          (array[20, 35, 60, 90])[1 + lvl] + h4 % 15 as rate_min,
          (select array_agg(lower(s)) from unnest(skills) s) as skill_keys,
          title || ' at ' || company || '. ' || (${list(PITCHES)})[1 + h5 % ${sql.raw(String(PITCHES.length))}]
            || ' You will work with ' || array_to_string(skills, ', ') || '. '
            || (${list(CLOSERS)})[1 + h6 % ${sql.raw(String(CLOSERS.length))}] as description
        from (
          select id, hashed.cat, lvl, h4, h5, h6, h7, h5 % ${sql.raw(String(LOCATIONS.length))} as place,
            (${list(LEVEL_PREFIXES)})[1 + lvl] || v.titles[1 + h1 % cardinality(v.titles)] as title,
            (${list(COMPANY_FIRST)})[1 + h2 % ${sql.raw(String(COMPANY_FIRST.length))}] || ' '
              || (${list(COMPANY_SECOND)})[1 + h3 % ${sql.raw(String(COMPANY_SECOND.length))}] as company,
            array[v.skills[1 + h4 % cardinality(v.skills)], v.skills[1 + (h4 + 7) % cardinality(v.skills)],
              v.skills[1 + (h4 + 19) % cardinality(v.skills)]] as skills,
            (${list(LOCATIONS)})[1 + h5 % ${sql.raw(String(LOCATIONS.length))}] as location,
            (array['hourly','project','full_time'])[1 + h6 % 3]::job_type as job_type,
            now() - (h7 % 525600) * interval '1 minute' as posted_at
          from (
            select id, 1 + id % 3 as cat, (hashint8(id * 8) & 2147483647) % 4 as lvl,
              hashint8(id * 8 + 1) & 2147483647 as h1, hashint8(id * 8 + 2) & 2147483647 as h2,
              hashint8(id * 8 + 3) & 2147483647 as h3, hashint8(id * 8 + 4) & 2147483647 as h4,
              hashint8(id * 8 + 5) & 2147483647 as h5, hashint8(id * 8 + 6) & 2147483647 as h6,
              hashint8(id * 8 + 7) & 2147483647 as h7
            from (select nextval('jobs_id_seq') as id from generate_series(1, ${sql.raw(String(size))})) ids
          ) hashed
          join (values
            (1, ${list(TITLES[1])}, ${list(SKILLS_BY_CATEGORY[1])}),
            (2, ${list(TITLES[2])}, ${list(SKILLS_BY_CATEGORY[2])}),
            (3, ${list(TITLES[3])}, ${list(SKILLS_BY_CATEGORY[3])})
          ) v(cat, titles, skills) on v.cat = hashed.cat
        ) picked
      ) described`);
    onProgress?.(done + size);
  }
}
