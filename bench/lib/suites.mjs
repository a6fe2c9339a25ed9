// The measurements, each next to its floor from the same server and the same minute.
import os from "node:os";

import { auditPages } from "./lighthouse.mjs";
import { assertOk, measure } from "./load.mjs";
import { loginLoad, singleHashMs } from "./login.mjs";

export const API_KEY = process.env.BENCH_API_KEY || "dev-api-key-4f9c2b7e1a";
export const FLOOR_PAGE = "/test/bench-floor";
/** The second floor: the same heading, rendered per request with a CSP nonce, as /jobs is. */
export const FLOOR_DYNAMIC_PAGE = "/test/bench-floor-dynamic";
export const FLOOR_API = "/api/bench-floor";
export const JOBS_QUERIES = {
  unfiltered: "/api/jobs",
  search: "/api/jobs?search=react",
  filtered: "/api/jobs?category=software-development&job_type=full_time&experience_level=senior",
  // Remote fit: jobs that can hire from Nigeria, and jobs whose required overlap a Lagos 09–17 day meets.
  eligible: "/api/jobs?eligible_country=NG",
  overlap: "/api/jobs?min_overlap_hours=3&timezone=Africa/Lagos&work_start=09:00&work_end=17:00",
};
const apiHeaders = { "X-API-KEY": API_KEY, Accept: "application/json" };

/** Any open job's slug (the newest), for the job page and GET /api/jobs/{slug}. */
export async function someJobSlug(origin) {
  const response = await assertOk(`${origin}/api/jobs?per_page=1`, apiHeaders);
  const body = await response.json();
  return body.data[0].slug;
}

export async function pagesSuite(origin, { runs, log }) {
  const slug = await someJobSlug(origin);
  const paths = {
    floor: FLOOR_PAGE,
    home: "/",
    "for-talent": "/for-talent",
    "fresh-talent": "/fresh-talent",
    jobs: "/jobs",
    "job page": `/jobs/${slug}`,
    "terms-and-conditions": "/terms-and-conditions",
    "privacy-policy": "/privacy-policy",
  };
  for (const path of Object.values(paths)) await assertOk(`${origin}${path}`);
  const pages = Object.entries(paths).map(([name, path]) => ({ name, url: `${origin}${path}` }));
  return auditPages(pages, { runs, log });
}

/** Floor first and last, the pages in between, so drift during the suite shows as a floor spread. */
export async function pageThroughputSuite(origin, { duration, warmup, log }) {
  const out = {};
  const jobsFiltered = JOBS_QUERIES.filtered.replace("/api/jobs", "/jobs");
  for (const [name, path] of [
    ["floor", FLOOR_PAGE],
    ["floor dynamic", FLOOR_DYNAMIC_PAGE],
    ["home", "/"],
    ["jobs", "/jobs"],
    ["jobs 3 filters", jobsFiltered],
  ]) {
    out[name] = await measure(`${origin}${path}`, { duration, warmup, connections: 50 });
    log(
      `  pages ${name}: ${out[name].rps} req/s, p50 ${out[name].p50} ms, p99 ${out[name].p99} ms, errors ${out[name].errors}`,
    );
  }
  return out;
}

export async function registerTalent(origin) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const password = "violet-harbour-bench-42";
  const response = await fetch(`${origin}/api/talent/register`, {
    method: "POST",
    headers: { ...apiHeaders, "Content-Type": "application/json" },
    body: JSON.stringify({ first_name: "Bench", last_name: "Mark", email, password }),
  });
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`talent registration failed: ${response.status} ${JSON.stringify(body)}`);
  return { email, password, token: body.data.token };
}

export async function apiSuite(origin, { duration, warmup, talent, log }) {
  const slug = await someJobSlug(origin);
  const calls = {
    floor: [FLOOR_API, apiHeaders],
    "jobs unfiltered": [JOBS_QUERIES.unfiltered, apiHeaders],
    "jobs search": [JOBS_QUERIES.search, apiHeaders],
    "jobs 3 filters": [JOBS_QUERIES.filtered, apiHeaders],
    "job by slug": [`/api/jobs/${slug}`, apiHeaders],
    "talent info": ["/api/talent/info", { ...apiHeaders, Authorization: `Bearer ${talent.token}` }],
  };
  const out = {};
  for (const [name, [path, headers]] of Object.entries(calls)) {
    await assertOk(`${origin}${path}`, headers);
    out[name] = { path, ...(await measure(`${origin}${path}`, { duration, warmup, connections: 50, headers })) };
    log(
      `  api ${name}: ${out[name].rps} req/s, p50 ${out[name].p50} ms, p99 ${out[name].p99} ms, errors ${out[name].errors}`,
    );
  }
  return out;
}

/** GET /api/jobs per variant at one database size, and the bare handler in the same minute for context. */
export async function scalingPoint(origin, { duration, warmup, log, label }) {
  const out = {};
  // A freshly started server: warm every call once together, so the first variant is not the one paying for JIT.
  await Promise.all(
    [...Object.values(JOBS_QUERIES), FLOOR_API].map((path) =>
      measure(`${origin}${path}`, { duration: warmup, warmup: 0, connections: 10, headers: apiHeaders }),
    ),
  );
  for (const [variant, path] of [...Object.entries(JOBS_QUERIES), ["floor", FLOOR_API]]) {
    await assertOk(`${origin}${path}`, apiHeaders);
    out[variant] = await measure(`${origin}${path}`, { duration, warmup, connections: 50, headers: apiHeaders });
    log(
      `  ${label} ${variant}: p50 ${out[variant].p50} ms, p99 ${out[variant].p99} ms, ${out[variant].rps} req/s, errors ${out[variant].errors}`,
    );
  }
  return out;
}

export async function loginSuite(origin, { duration, talent, log }) {
  const hashBefore = await singleHashMs();
  const load = await loginLoad({
    origin,
    apiKey: API_KEY,
    email: talent.email,
    password: talent.password,
    concurrency: 10,
    durationS: duration,
  });
  // One at a time: what a single login costs end to end (hash + database calls), without queueing.
  const alone = await loginLoad({
    origin,
    apiKey: API_KEY,
    email: talent.email,
    password: talent.password,
    concurrency: 1,
    durationS: Math.max(2, duration / 3),
  });
  const hashAfter = await singleHashMs();
  const hashMs = Math.round(((hashBefore + hashAfter) / 2) * 10) / 10;
  log(
    `  login: ${load.loginsPerS}/s, p95 ${load.p95} ms, errors ${load.errors}; one at a time p50 ${alone.p50} ms; one hash ${hashMs} ms`,
  );
  return {
    ...load,
    aloneP50: alone.p50,
    alonePerS: alone.loginsPerS,
    aloneErrors: alone.errors,
    singleHashMs: hashMs,
    hashBeforeMs: Math.round(hashBefore),
    hashAfterMs: Math.round(hashAfter),
    cpus: os.availableParallelism(),
  };
}
