// Live messages across two instances on one Postgres database: messages posted on A, timed to their arrival on the
// recipient's event stream on B while B holds `streams` streams open; B's memory per open stream; both peaks.
import { performance } from "node:perf_hooks";

import { dropPostgres, freshPostgres, seed } from "./database.mjs";
import { seedFixtures } from "./fixtures.mjs";
import { round } from "./load.mjs";
import { sampleMemory, treeRssKiB } from "./memory.mjs";
import { onCleanup } from "./processes.mjs";
import { startServer } from "./server.mjs";
import { sseParser } from "./sse.mjs";
import { API_KEY } from "./suites.mjs";

/** Talents who send, in turn: each stays under the 30 messages a minute a sender may post (lib/server/rate-limit). */
const SENDERS = 20;
/** The fixtures' talents from this index on applied to the 1,000-applicant job only: one conversation each. */
const FIRST_SENDER = 200;
const WARMUP_MESSAGES = 5;
const OPEN_AT_ONCE = 25;
const STRAGGLER_WAIT_MS = 5_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const headersFor = (token) => ({ "X-API-KEY": API_KEY, Accept: "application/json", Authorization: `Bearer ${token}` });

/** The nearest-rank percentile of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The median of a few RSS readings of the tree, `intervalMs` apart (one reading catches a GC half done). */
async function settledRssKiB(pid, { samples = 8, intervalMs = 250 } = {}) {
  const readings = [];
  for (let i = 0; i < samples; i += 1) {
    readings.push(treeRssKiB(pid));
    await sleep(intervalMs);
  }
  return readings.sort((a, b) => a - b)[Math.floor(readings.length / 2)];
}

/**
 * Opens `path` on `origin` as an event stream and reads it until `abort()`: `opened` resolves at the ": connected"
 * comment, `onEvent` gets each event with the time it arrived (performance.now()).
 */
function openStream(origin, path, token, onEvent = () => {}) {
  const controller = new AbortController();
  const state = { open: false, ended: false, error: undefined };
  let connected;
  const opened = new Promise((resolve, reject) => {
    connected = resolve;
    state.reject = reject;
  });
  opened.catch(() => {}); // a stream that fails after its batch was given up on must not end the process
  const push = sseParser(
    (event) => onEvent(event, performance.now()),
    (text) => {
      if (text === "connected" && !state.open) {
        state.open = true;
        connected();
      }
    },
  );
  (async () => {
    const response = await fetch(`${origin}${path}`, {
      headers: { ...headersFor(token), Accept: "text/event-stream" },
      signal: controller.signal,
    });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    for await (const chunk of response.body) push(decoder.decode(chunk, { stream: true }));
  })().then(
    () => {
      state.ended = true;
      state.reject(new Error(`${path} ended before it said "connected"`));
    },
    (error) => {
      state.ended = true;
      if (!controller.signal.aborted) state.error = error;
      state.reject(error);
    },
  );
  return { opened, state, abort: () => controller.abort() };
}

async function json(response, what) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** The senders' conversations: each talent's one application (to the fixtures' 1,000-applicant job). */
async function senderConversations(origin, talents) {
  return Promise.all(
    talents.map(async (talent) => {
      const body = await json(
        await fetch(`${origin}/api/talent/applications`, { headers: headersFor(talent.token) }),
        "GET /api/talent/applications",
      );
      if (body.data.length !== 1) throw new Error(`a sender has ${body.data.length} applications, not 1`);
      return { token: talent.token, applicationId: body.data[0].id };
    }),
  );
}

/** Posts message `marker` as `sender` on `origin`; resolves to the status and when the answer had come. */
const post = (origin, sender, marker) =>
  fetch(`${origin}/api/talent/applications/${sender.applicationId}/messages`, {
    method: "POST",
    headers: { ...headersFor(sender.token), "Content-Type": "application/json" },
    body: JSON.stringify({ body: `Live bench message ${marker}` }),
  }).then(async (response) => {
    await response.arrayBuffer();
    return { status: response.status, at: performance.now() };
  });

const markerOf = (event) => {
  if (event.event !== "message") return undefined;
  return /^Live bench message (\S+)$/.exec(JSON.parse(event.data).message?.body ?? "")?.[1];
};

/**
 * The live suite on a fresh Postgres database: the demo data and the signed-in fixtures, servers A (`ports[0]`) and
 * B (`ports[1]`). B holds the recruiter's stream (the one timed: the recruiter is the other side of every message)
 * and `streams - 1` talents' streams, the senders' among them; the talents post on A, `rate` a second, open loop.
 */
export async function liveSuite({ ports, streams, messages, rate, log }) {
  const database = await freshPostgres();
  if (database.unavailable) return { skipped: database.unavailable };
  const forget = onCleanup(() => dropPostgres(database));
  const open = [];
  const out = { streams, messages, rate, senders: SENDERS };
  try {
    log(`live: seeding the demo data and the fixtures (${Math.max(1_000, streams)} talents)…`);
    await seed(database, 0);
    const fixtures = await seedFixtures(database, { talents: Math.max(1_000, streams) });
    const a = await startServer({ port: ports[0], database });
    const b = await startServer({ port: ports[1], database });
    const memoryA = sampleMemory(a.child.pid);
    const memoryB = sampleMemory(b.child.pid);
    try {
      const senders = await senderConversations(a.origin, fixtures.talents.slice(FIRST_SENDER, FIRST_SENDER + SENDERS));
      const sentAt = new Map();
      const arrivals = new Map();
      const timed = openStream(b.origin, "/api/client/events", fixtures.recruiter.token, (event, at) => {
        const marker = markerOf(event);
        if (marker && !arrivals.has(marker)) arrivals.set(marker, at);
      });
      open.push(timed);
      await timed.opened;

      // Warm-up: the routes' first load and the listener on each side, untimed.
      for (let i = 0; i < WARMUP_MESSAGES; i += 1) {
        const { status } = await post(a.origin, senders[i % SENDERS], `warmup-${i}`);
        if (status !== 201) throw new Error(`a warm-up message answered ${status}`);
      }
      await sleep(1_000);
      const rssBeforeKiB = await settledRssKiB(b.child.pid);

      log(`live: opening ${streams - 1} more streams on B…`);
      const others = fixtures.talents.slice(0, streams - 1);
      for (let i = 0; i < others.length; i += OPEN_AT_ONCE) {
        const batch = others.slice(i, i + OPEN_AT_ONCE).map((t) => openStream(b.origin, "/api/talent/events", t.token));
        open.push(...batch);
        await Promise.all(batch.map((s) => s.opened));
      }
      await sleep(2_000);
      const rssOpenKiB = await settledRssKiB(b.child.pid);
      out.rssBeforeMiB = round(rssBeforeKiB / 1024);
      out.rssOpenMiB = round(rssOpenKiB / 1024);
      out.perStreamKiB = round((rssOpenKiB - rssBeforeKiB) / (streams - 1));
      log(
        `live: B's RSS ${out.rssBeforeMiB} MiB with 1 stream, ${out.rssOpenMiB} MiB with ${streams}: ${out.perStreamKiB} KiB per stream`,
      );

      log(`live: ${messages} messages on A at ${rate} a second, timed to the recruiter's stream on B…`);
      const statuses = [];
      const started = performance.now();
      for (let i = 0; i < messages; i += 1) {
        const wait = started + (i * 1000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        const marker = `m${i}`;
        sentAt.set(marker, performance.now());
        statuses.push(post(a.origin, senders[i % SENDERS], marker));
      }
      const answered = await Promise.all(statuses);
      const deadline = performance.now() + STRAGGLER_WAIT_MS;
      while (performance.now() < deadline && [...sentAt.keys()].some((m) => !arrivals.has(m))) await sleep(100);

      const latencies = [...sentAt]
        .filter(([marker]) => arrivals.has(marker))
        .map(([marker, at]) => arrivals.get(marker) - at)
        .sort((x, y) => x - y);
      // How much of it A's answer takes (the message is committed, and its NOTIFY sent, before A answers).
      const sends = [...sentAt.values()];
      const answers = answered.map((answer, i) => answer.at - sends[i]).sort((x, y) => x - y);
      Object.assign(out, {
        p50: round(percentile(latencies, 50)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        max: round(latencies.at(-1) ?? 0),
        postP50: round(percentile(answers, 50)),
        postP99: round(percentile(answers, 99)),
        lost: messages - latencies.length,
        postErrors: answered.filter((answer) => answer.status !== 201).length,
        streamsOpenAtEnd: open.filter((s) => s.state.open && !s.state.ended).length,
      });
      const failed = open.find((s) => s.state.error);
      if (failed) out.streamError = String(failed.state.error.message ?? failed.state.error).slice(0, 300);
      log(
        `live: p50 ${out.p50} ms, p95 ${out.p95} ms, p99 ${out.p99} ms, max ${out.max} ms (A's answer: p50 ${out.postP50} ms, ` +
          `p99 ${out.postP99} ms); lost ${out.lost}, ` +
          `POST errors ${out.postErrors}, streams still open ${out.streamsOpenAtEnd} of ${streams}`,
      );
    } finally {
      for (const stream of open) stream.abort();
      out.memory = { a: memoryA.stop(), b: memoryB.stop() };
      await Promise.all([a.stop(), b.stop()]);
    }
  } finally {
    await dropPostgres(database);
    forget();
  }
  return out;
}
