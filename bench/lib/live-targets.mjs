// Issue 31's live target: messages posted on one instance reach the other's stream (p99 ≤ 250 ms, none lost) with
// 500 streams open, each instance's peak RSS ≤ 512 MiB; the memory per open stream is a figure, not a target.
import { MEMORY_LIMIT_MIB } from "./scaling-targets.mjs";

export const LIVE_P99_MS = 250;
export const LIVE_STREAMS = 500;

const peak = (memory) => (memory ? Math.max(memory.peakHwmMiB, memory.peakRssMiB) : null);
const streamsOpen = (live) =>
  `${live.streams.toLocaleString("en-US")} streams open${live.streams < LIVE_STREAMS ? ` (a quick run: the target is at ${LIVE_STREAMS})` : ""}`;

export function liveTargets(results) {
  const live = results.live;
  if (!live || live.skipped) return [];
  const group = "Live (Postgres, 2 instances)";
  const checks = [];
  const add = (target, pass, value) => checks.push({ group, target, pass, value });
  add(
    `POST on A to the event on B: p99 ≤ ${LIVE_P99_MS} ms, ${streamsOpen(live)} on B`,
    live.lost < live.messages && live.p99 <= LIVE_P99_MS,
    `p99 ${live.p99} ms (p50 ${live.p50}, p95 ${live.p95}, max ${live.max}) over ${live.messages} messages; ` +
      `B's memory per open stream ${live.perStreamKiB} KiB`,
  );
  add(
    "no message lost, no POST refused, every stream still open at the end",
    live.lost === 0 && live.postErrors === 0 && live.streamsOpenAtEnd === live.streams,
    `${live.lost} lost, ${live.postErrors} POST errors, ${live.streamsOpenAtEnd} of ${live.streams} streams open`,
  );
  for (const [name, memory] of Object.entries(live.memory ?? {})) {
    add(
      `server peak RSS on instance ${name.toUpperCase()} ≤ ${MEMORY_LIMIT_MIB} MiB`,
      peak(memory) <= MEMORY_LIMIT_MIB,
      `${peak(memory)} MiB`,
    );
  }
  return checks;
}

/** The report's section: the latencies, the losses and B's memory before and with the streams open. */
export function liveSection(results) {
  const live = results.live;
  if (!live) return [];
  if (live.skipped) return ["## Live messages across two instances", "", `Skipped: ${live.skipped}`, ""];
  return [
    "## Live messages across two instances (Postgres)",
    "",
    `Two instances of the build on one fresh Postgres database (the demo data and the signed-in fixtures). On B, the ` +
      `recruiter's stream (\`GET /api/client/events\`) and ${live.streams - 1} talents' (\`GET /api/talent/events\`) are open; ` +
      `${live.senders} talents post ${live.messages} messages on A (\`POST /api/talent/applications/{id}/messages\`), ` +
      `${live.rate} a second at a steady pace whatever the answers, each timed from just before its POST to its event on the ` +
      "recruiter's stream on B (LISTEN/NOTIFY between the instances, then B reads the event's row).",
    "",
    "| Streams on B | Messages | p50 ms | p95 ms | p99 ms | max ms | A's answer p50 / p99 ms | lost | POST errors | B's RSS, 1 stream | B's RSS, all open | per open stream | peak RSS A / B |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    `| ${live.streams} | ${live.messages} | ${live.p50} | ${live.p95} | ${live.p99} | ${live.max} | ${live.postP50} / ${live.postP99} | ${live.lost} | ${live.postErrors} | ` +
      `${live.rssBeforeMiB} MiB | ${live.rssOpenMiB} MiB | ${live.perStreamKiB} KiB | ${peak(live.memory?.a)} / ${peak(live.memory?.b)} MiB |`,
    "",
    "The memory per open stream is B's resident memory (its process tree, the median of eight readings) with every stream " +
      "open less that with the first one open and warmed up, over the streams opened in between.",
    "",
  ];
}
