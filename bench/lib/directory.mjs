// GET /api/client/talent (the recruiters' talent directory) by number of vetted talent, on a fresh Postgres
// database of its own: seeded up to each size in turn (`db:seed --talent N` adds the difference).
import path from "node:path";

import { dropPostgres, freshPostgres, seed } from "./database.mjs";
import { assertOk, measure } from "./load.mjs";
import { sampleMemory } from "./memory.mjs";
import { onCleanup, run } from "./processes.mjs";
import { startServer } from "./server.mjs";
import { API_KEY, FLOOR_API } from "./suites.mjs";

const TSX = path.join("node_modules", "tsx", "dist", "cli.mjs");
export const DIRECTORY_QUERIES = {
  // The target's search: any of two skills, at least 4 hours shared with the team's Lagos 09:00–17:00.
  "skills + overlap": "/api/client/talent?skills[]=ReactJs&skills[]=Python&min_overlap_hours=4",
  text: "/api/client/talent?q=senior%20engineer",
  "sort by overlap": "/api/client/talent?skills[]=Figma&sort=overlap",
};
const TEAM_HOURS = { timezone: "Africa/Lagos", work_start: "09:00", work_end: "17:00" };

async function seedTalent(database, count) {
  await run(process.execPath, [TSX, "--conditions=react-server", "scripts/db-seed.ts", "--talent", String(count)], {
    env: { DATABASE_URL: database.url, NEXTAUTH_SECRET: database.secret },
  });
}

const form = (fields) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};

/** A recruiter whose company has team hours, so the overlap filter and sort apply; answers its bearer headers. */
async function recruiter(origin) {
  const headers = { "X-API-KEY": API_KEY, Accept: "application/json" };
  const email = `bench.recruiter.${Date.now().toString(36)}@example.com`;
  const registered = await fetch(`${origin}/api/client/register`, {
    method: "POST",
    headers,
    body: form({
      first_name: "Bench",
      last_name: "Recruiter",
      email,
      password: "violet-harbour-bench-42",
      company_name: "Bench Co",
    }),
  });
  const body = await registered.json();
  if (registered.status !== 201)
    throw new Error(`recruiter registration failed: ${registered.status} ${JSON.stringify(body)}`);
  const authed = { ...headers, Authorization: `Bearer ${body.data.token}` };
  const saved = await fetch(`${origin}/api/client/company`, {
    method: "POST",
    headers: authed,
    body: form(TEAM_HOURS),
  });
  if (!saved.ok) throw new Error(`team hours not saved: ${saved.status} ${await saved.text()}`);
  return authed;
}

async function directoryPoint(origin, { duration, warmup, log, label }) {
  const headers = await recruiter(origin);
  const out = {};
  for (const [variant, path] of [...Object.entries(DIRECTORY_QUERIES), ["floor", FLOOR_API]]) {
    const answer = await (await assertOk(`${origin}${path}`, headers)).json();
    out[variant] = {
      path,
      matches: answer.meta?.total,
      ...(await measure(`${origin}${path}`, { duration, warmup, connections: 50, headers })),
    };
    log(
      `  ${label} ${variant}: p50 ${out[variant].p50} ms, p99 ${out[variant].p99} ms, ${out[variant].rps} req/s, ${out[variant].matches ?? "–"} matches, errors ${out[variant].errors}`,
    );
  }
  return out;
}

/** { bySize: { [talent]: { [variant]: measure } }, memory: { [talent]: peak } } or { skipped } without Postgres. */
export async function directorySuite({ port, sizes, duration, warmup, log }) {
  const database = await freshPostgres();
  if (database.unavailable) return { skipped: database.unavailable };
  const forget = onCleanup(() => dropPostgres(database));
  const out = { bySize: {}, memory: {} };
  try {
    await seed(database);
    let generated = 0;
    for (const size of sizes) {
      log(`directory: seeding to ${size.toLocaleString("en-US")} generated talent…`);
      await seedTalent(database, size - generated);
      generated = size;
      const server = await startServer({ port, database });
      const memory = sampleMemory(server.child.pid);
      try {
        out.bySize[size] = await directoryPoint(server.origin, { duration, warmup, log, label: `directory ${size}` });
      } finally {
        out.memory[size] = memory.stop();
        await server.stop();
      }
    }
  } finally {
    await dropPostgres(database);
    forget();
  }
  return out;
}
