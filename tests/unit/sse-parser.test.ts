import { describe, expect, it } from "vitest";

import { backoffDelay } from "@/lib/live/backoff";
import { createSseParser, type SseEvent } from "@/lib/live/sse-parser";

function parse(...chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe("createSseParser", () => {
  it("reads id, event and data, and skips comments", () => {
    expect(parse(': connected\n\nid: 7\nevent: message\ndata: {"a":1}\n\n: heartbeat\n\n')).toEqual([
      { id: "7", event: "message", data: '{"a":1}' },
    ]);
  });

  it("joins data lines with a line feed and defaults the type to message", () => {
    expect(parse("data: one\ndata:two\ndata\n\n")).toEqual([{ id: undefined, event: "message", data: "one\ntwo\n" }]);
  });

  it("waits for the blank line, across chunks split anywhere, and accepts CR and CRLF line ends", () => {
    const text = "id: 1\r\nevent: read\r\ndata: x\r\n\r\nid: 2\revent: interview\rdata: y\r\r";
    const whole = parse(text);
    expect(whole).toEqual([
      { id: "1", event: "read", data: "x" },
      { id: "2", event: "interview", data: "y" },
    ]);
    for (let at = 1; at < text.length; at++) expect(parse(text.slice(0, at), text.slice(at))).toEqual(whole);
    expect(parse("id: 3\ndata: z\n")).toEqual([]);
  });

  it("keeps the last id for later events, ignores an id with NUL, drops an event without data, and a BOM", () => {
    expect(parse("\uFEFFid: 5\nevent: application\n\ndata: a\n\nid: 6\0\ndata: b\n\n")).toEqual([
      { id: "5", event: "message", data: "a" },
      { id: "5", event: "message", data: "b" },
    ]);
  });
});

describe("backoffDelay", () => {
  it("doubles from the base up to the cap, between half and all of it", () => {
    const low = (attempt: number) => backoffDelay(attempt, { baseMs: 1000, maxMs: 30_000, random: () => 0 });
    const high = (attempt: number) => backoffDelay(attempt, { baseMs: 1000, maxMs: 30_000, random: () => 1 });
    expect([0, 1, 2, 3, 4, 5, 10, 100].map(high)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect([0, 1, 5].map(low)).toEqual([500, 1000, 15_000]);
  });

  it("spreads the delays of tabs reconnecting at once", () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelay(3)));
    expect(delays.size).toBeGreaterThan(10);
  });
});
