import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "../types";

// Vocabulary for scale-test talent. Joined with "|" and split in SQL, so none may contain "|".
const FIRST_NAMES = [
  "Ada",
  "Bola",
  "Chen",
  "Dara",
  "Emeka",
  "Farah",
  "Goran",
  "Hana",
  "Ivan",
  "Jaya",
  "Kofi",
  "Lina",
  "Mateo",
  "Nadia",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sipho",
  "Tomas",
  "Uma",
  "Viktor",
  "Wen",
  "Yusuf",
  "Zara",
];
const LAST_NAMES = [
  "Adeyemi",
  "Bauer",
  "Costa",
  "Dlamini",
  "Eriksen",
  "Fernandes",
  "Garcia",
  "Haddad",
  "Ivanova",
  "Jovanovic",
  "Kowalski",
  "Lopez",
  "Mensah",
  "Nguyen",
  "Okafor",
  "Petrov",
  "Reyes",
  "Santos",
  "Tanaka",
  "Usman",
];
// Country, city and the city's time zone, as a talent would fill them in.
const PLACES = [
  ["NG", "Lagos", "Africa/Lagos"],
  ["KE", "Nairobi", "Africa/Nairobi"],
  ["EG", "Cairo", "Africa/Cairo"],
  ["ZA", "Cape Town", "Africa/Johannesburg"],
  ["DE", "Berlin", "Europe/Berlin"],
  ["PL", "Warsaw", "Europe/Warsaw"],
  ["PT", "Lisbon", "Europe/Lisbon"],
  ["UA", "Kyiv", "Europe/Kyiv"],
  ["GB", "London", "Europe/London"],
  ["BR", "São Paulo", "America/Sao_Paulo"],
  ["AR", "Buenos Aires", "America/Argentina/Buenos_Aires"],
  ["MX", "Mexico City", "America/Mexico_City"],
  ["CO", "Bogotá", "America/Bogota"],
  ["US", "Austin", "America/Chicago"],
  ["IN", "Bengaluru", "Asia/Kolkata"],
  ["PK", "Lahore", "Asia/Karachi"],
  ["PH", "Manila", "Asia/Manila"],
  ["VN", "Ho Chi Minh City", "Asia/Ho_Chi_Minh"],
  ["ID", "Jakarta", "Asia/Jakarta"],
  ["AU", "Sydney", "Australia/Sydney"],
] as const;
// Usual working days; the last crosses midnight.
const HOURS = [
  ["09:00", "17:00"],
  ["08:00", "16:00"],
  ["10:00", "18:00"],
  ["07:00", "15:00"],
  ["12:00", "20:00"],
  ["22:00", "06:00"],
] as const;
const HEADLINES = [
  "Senior engineer",
  "Full-stack developer",
  "Product designer",
  "Growth marketer",
  "Backend engineer",
  "Frontend developer",
  "Mobile developer",
  "Data engineer",
  "UX researcher",
  "Content strategist",
];
const BIOS = [
  "I build reliable products with small, distributed teams and write things down.",
  "Years of remote work across time zones; I enjoy owning problems from start to finish.",
  "I care about accessible interfaces, clear APIs and honest estimates.",
  "Former agency lead, now helping start-ups ship their first versions quickly.",
];
const AVAILABILITY = ["full_time", "part_time", "hourly"];

const list = (values: readonly string[]) => sql`string_to_array(${values.join("|")}, '|')`;
const column = (index: number) => list(PLACES.map((place) => place[index]!));
const n = (value: number) => sql.raw(String(value));

// Each statement inserts this many accounts (and then their vetting rows and profiles).
const BATCH_SIZE = 20_000;

/**
 * Adds `count` vetted talent the directory lists (visible to recruiters, with a handle), each with a profile of
 * 3–5 catalogue skills of its category, a rate, a country, its time zone and working hours, and a spread of
 * last-active times. Three `insert … select … generate_series` per batch, no rows over the wire; every pick is a
 * hash of the new account's id, so each run adds new, distinct talent (emails and handles carry the id).
 * Accounts have no password: nobody logs in as them.
 */
export async function seedGeneratedTalents(db: Db, count: number, onProgress?: (done: number) => void): Promise<void> {
  for (let done = 0; done < count; done += BATCH_SIZE) {
    const size = Math.min(BATCH_SIZE, count - done);
    const inserted = (await db.execute(sql`
      with added as (
        insert into talents (id, first_name, last_name, email, email_verified_at)
        select id, (${list(FIRST_NAMES)})[1 + (hashint8(id * 4) & 2147483647) % ${n(FIRST_NAMES.length)}],
          (${list(LAST_NAMES)})[1 + (hashint8(id * 4 + 1) & 2147483647) % ${n(LAST_NAMES.length)}],
          'scale.talent.' || id || '@example.com', now()
        from (select nextval('talents_id_seq') as id from generate_series(1, ${n(size)})) ids
        returning id)
      select min(id)::int as first, max(id)::int as last from added`)) as unknown as {
      rows: { first: number; last: number }[];
    };
    const { first, last } = inserted.rows[0]!;
    // Vetted before their profiles exist, so each profile is listable as it is inserted (one write, not two).
    await db.execute(sql`
      insert into talent_vetting (talent_id, stage, vetted_at)
      select id, 'vetted', now() from talents where id between ${first} and ${last}`);
    await db.execute(sql`
      insert into talent_profiles (talent_id, handle, visibility, onboarding_step, headline, bio, category_id, skills,
        hourly_rate, availability, experience_level, years_experience, country, city, location, timezone, work_start,
        work_end, last_active_at, completed_at)
      select id, 'scale-talent-' || id, case when h1 % 3 = 0 then 'public' else 'recruiters' end::profile_visibility, 5,
        (${list(HEADLINES)})[1 + h1 % ${n(HEADLINES.length)}], (${list(BIOS)})[1 + h2 % ${n(BIOS.length)}], cat,
        (select array_agg(distinct c.ids[1 + (h3 + k * 7) % cardinality(c.ids)]) from generate_series(0, 2 + h4 % 3) k),
        20 + h2 % 100, (${list(AVAILABILITY)})[1 + h4 % ${n(AVAILABILITY.length)}],
        (array['junior','mid','senior','lead'])[1 + h3 % 4]::experience_level, 1 + h1 % 15,
        (${column(0)})[1 + place], (${column(1)})[1 + place], (${column(1)})[1 + place],
        (${column(2)})[1 + place],
        (${list(HOURS.map((h) => h[0]))})[1 + shift], (${list(HOURS.map((h) => h[1]))})[1 + shift],
        now() - (h4 % 525600) * interval '1 minute', now()
      from (
        select t.id, 1 + t.id % 3 as cat, h1, h2, h3, h4, h1 % ${n(PLACES.length)} as place,
          case when h2 % 10 < 6 then 0 else h3 % ${n(HOURS.length)} end as shift
        from (
          select id, hashint8(id * 4 + 2) & 2147483647 as h1, hashint8(id * 4 + 3) & 2147483647 as h2,
            hashint8(id * 8 + 5) & 2147483647 as h3, hashint8(id * 8 + 6) & 2147483647 as h4
          from talents where id between ${first} and ${last}
        ) t
      ) picked
      join (select category_id, array_agg(id order by id) as ids from skills group by category_id) c on c.category_id = picked.cat`);
    onProgress?.(done + size);
  }
}

/** Fresh statistics for the directory's tables after a bulk insert. */
export async function analyzeTalents(db: Db): Promise<void> {
  await db.execute(sql`analyze talents`);
  await db.execute(sql`analyze talent_profiles`);
  await db.execute(sql`analyze talent_vetting`);
}
