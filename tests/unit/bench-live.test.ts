import { describe, expect, it } from "vitest";

import { liveSection, liveTargets, type LiveResult } from "../../bench/lib/live-targets.mjs";
import { applySizeArgs } from "../../bench/lib/scaling-args.mjs";
import { sseParser, type SseEvent } from "../../bench/lib/sse.mjs";
import { evaluateTargets } from "../../bench/lib/targets.mjs";

const memory = (peakMiB: number) => ({ peakRssMiB: peakMiB - 10, peakHwmMiB: peakMiB, processes: 1, samples: 40 });
const live = (over: Partial<LiveResult> = {}): LiveResult => ({
  streams: 500,
  messages: 200,
  rate: 4,
  senders: 20,
  rssBeforeMiB: 300,
  rssOpenMiB: 320,
  perStreamKiB: 41,
  p50: 20,
  p95: 40,
  p99: 80,
  max: 120,
  postP50: 15,
  postP99: 60,
  lost: 0,
  postErrors: 0,
  streamsOpenAtEnd: 500,
  memory: { a: memory(350), b: memory(380) },
  ...over,
});

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const push = sseParser(
    (event) => events.push(event),
    (text) => comments.push(text),
  );
  for (const chunk of chunks) push(chunk);
  return { events, comments };
}

describe("the bench's event-stream reader", () => {
  it("reads the product's frames and comments", () => {
    const { events, comments } = parse([
      ": connected\n\n",
      'id: 7\nevent: message\ndata: {"application_id":3}\n\n',
      ": heartbeat\n\n",
    ]);
    expect(comments).toEqual(["connected", "heartbeat"]);
    expect(events).toEqual([{ id: "7", event: "message", data: '{"application_id":3}' }]);
  });

  it("puts back together a frame split across chunks, even inside a line ending", () => {
    const { events } = parse(["id: 8\nev", "ent: message\r", "\ndata: a\ndata: b\r\n", "\r\n"]);
    expect(events).toEqual([{ id: "8", event: "message", data: "a\nb" }]);
  });

  it("sends nothing before the blank line that ends an event", () => {
    expect(parse(["id: 9\nevent: message\ndata: x\n"]).events).toEqual([]);
  });
});

describe("the live targets", () => {
  it("passes a run within 250 ms, with nothing lost and both peaks within 512 MiB", () => {
    const checks = liveTargets({ live: live() });
    expect(checks.map((c) => c.pass)).toEqual([true, true, true, true]);
    expect(checks[0]!.target).toContain("500 streams open on B");
    expect(checks[0]!.value).toContain("41 KiB");
  });

  it("misses on a p99 over 250 ms, one lost message, a closed stream or a peak over 512 MiB", () => {
    const [latency] = liveTargets({ live: live({ p99: 251 }) });
    expect(latency!.pass).toBe(false);
    expect(liveTargets({ live: live({ lost: 1 }) })[1]!.pass).toBe(false);
    expect(liveTargets({ live: live({ streamsOpenAtEnd: 499 }) })[1]!.pass).toBe(false);
    const peaks = liveTargets({ live: live({ memory: { a: memory(300), b: memory(513) } }) });
    expect(peaks.slice(2).map((c) => [c.target.includes("instance B"), c.pass])).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("misses when every message was lost, whatever the percentiles read", () => {
    expect(liveTargets({ live: live({ lost: 200, p99: 0 }) })[0]!.pass).toBe(false);
  });

  it("says when a quick run had fewer streams open than the target's", () => {
    expect(liveTargets({ live: live({ streams: 100, streamsOpenAtEnd: 100 }) })[0]!.target).toContain(
      "100 streams open (a quick run: the target is at 500)",
    );
  });

  it("adds no target for a skipped run, and says in its section why it was skipped", () => {
    expect(liveTargets({ live: { skipped: "no server" } })).toEqual([]);
    expect(liveSection({ live: { skipped: "no server" } }).join("\n")).toContain("Skipped: no server");
    expect(liveSection({ live: live() }).join("\n")).toContain("| 500 | 200 | 20 | 40 | 80 | 120 | 15 / 60 | 0 | 0 |");
  });
});

describe("--only live", () => {
  it("reports the live targets alone, without error counts over load runs that did not run", () => {
    const results = {
      scaling: { pglite: {}, postgres: {} },
      scalingCold: { postgres: {} },
      memory: { pglite: {}, postgres: {} },
      live: live(),
    };
    expect(new Set(evaluateTargets(results).map((c) => c.group))).toEqual(new Set(["Live (Postgres, 2 instances)"]));
  });

  it("runs only the live suite, with the streams and messages given", () => {
    const profile = applySizeArgs(
      { live: { streams: 500, messages: 200, rate: 4 } },
      { only: "live", "live-streams": "50", "live-messages": "10" },
    );
    expect(profile).toMatchObject({ onlyLive: true, onlyScaling: false, live: { streams: 50, messages: 10, rate: 4 } });
  });

  it("refuses another suite's name and a stream count under two", () => {
    expect(() => applySizeArgs({}, { only: "pages" })).toThrow(/"scaling", "month-close", "live"/);
    expect(() => applySizeArgs({}, { "live-streams": "1" })).toThrow(/at least 2/);
  });
});
