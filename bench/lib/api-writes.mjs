// The signed-in API calls at 50 connections: applying (each request another talent) and the first load of a
// 1,000-applicant job's board (every stage's first page).
import autocannon from "autocannon";

import { applyPair } from "./apply-pairs.mjs";
import { assertOk, summarise } from "./load.mjs";
import { API_KEY, FLOOR_API } from "./suites.mjs";

const apiHeaders = { "X-API-KEY": API_KEY, Accept: "application/json" };

/** One autocannon run of `request` (with its setupRequest), after a warm-up; keeps the first non-2xx answer. */
async function load(origin, request, { duration, warmup, connections = 50 }) {
  let firstError;
  const onResponse = (status, body) => {
    if (status >= 300 && !firstError) firstError = { status, body: String(body).slice(0, 300) };
  };
  const options = { url: origin, connections, timeout: 30, requests: [{ ...request, onResponse }] };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  firstError = undefined;
  return summarise(await autocannon({ ...options, duration }), firstError);
}

/** The bare handler, then POST /api/talent/applications as distinct talents, then the 1,000-application board's first load. */
export async function apiWritesSuite(origin, fixtures, { duration, warmup, log }) {
  const out = {};
  const report = (name) =>
    log(
      `  api ${name}: ${out[name].rps} req/s, p50 ${out[name].p50} ms, p99 ${out[name].p99} ms, ${out[name].requests} requests, errors ${out[name].errors}`,
    );
  await assertOk(`${origin}${FLOOR_API}`, apiHeaders);
  out.floor = {
    method: "GET",
    path: FLOOR_API,
    ...(await load(origin, { method: "GET", path: FLOOR_API, headers: apiHeaders }, { duration, warmup })),
  };
  report("floor");

  const { talents, jobs } = fixtures;
  let next = 0;
  const apply = {
    method: "POST",
    path: "/api/talent/applications",
    setupRequest: (request) => {
      // Every pair used: the first again, answered 409 and counted as an error (raise the fixtures' --talents).
      const pair = applyPair(next++, talents.length, jobs.openSlugs.length) ?? { talent: 0, job: 0 };
      return {
        ...request,
        headers: {
          ...apiHeaders,
          "Content-Type": "application/json",
          Authorization: `Bearer ${talents[pair.talent].token}`,
        },
        body: JSON.stringify({ job_slug: jobs.openSlugs[pair.job], cover_note: "I would love to help." }),
      };
    },
  };
  out["apply (distinct talents)"] = {
    method: "POST",
    path: apply.path,
    ...(await load(origin, apply, { duration, warmup })),
    pairsUsed: next,
  };
  report("apply (distinct talents)");

  const listPath = `/api/client/jobs/${jobs.listJobId}/applications`;
  const listHeaders = { ...apiHeaders, Authorization: `Bearer ${fixtures.recruiter.token}` };
  const first = await assertOk(`${origin}${listPath}`, listHeaders);
  // The board's first load: every stage's first page (50 cards) with each stage's count, which must say 1,000.
  const stages = Object.values((await first.json()).meta.stages);
  const applicants = stages.reduce((sum, stage) => sum + stage.count, 0);
  if (applicants < 1_000) throw new Error(`${listPath} counts ${applicants} applications, not 1,000`);
  // Warmed with a few sequential reads (an abandoned 50-request warm-up would still hold the server), and run for at
  // least 10 s so that whole rounds complete inside the window.
  for (let i = 0; i < 3; i += 1) await (await assertOk(`${origin}${listPath}`, listHeaders)).arrayBuffer();
  out["applicants list (1,000)"] = {
    method: "GET",
    path: listPath,
    ...(await load(
      origin,
      { method: "GET", path: listPath, headers: listHeaders },
      { duration: Math.max(duration, 10), warmup: 0 },
    )),
  };
  report("applicants list (1,000)");
  return out;
}
