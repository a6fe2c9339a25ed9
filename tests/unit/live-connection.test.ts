import { describe, expect, it, vi } from "vitest";

import { keepConnected } from "@/lib/live/connection";
import type { SseEvent } from "@/lib/live/sse-parser";

/** A stream answer that sends `text`, then ends, or stays open (until the signal) when `hold` is set. */
function streamOf(text: string, signal: AbortSignal, hold = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      if (!hold) controller.close();
      else signal.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")));
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

describe("keepConnected", () => {
  it("reconnects after the stream ends, sending the last event id, and stops on a 401", async () => {
    const asked: (string | undefined)[] = [];
    const events: SseEvent[] = [];
    const answers = [
      "id: 1\nevent: message\ndata: {}\n\nid: 2\nevent: read\ndata: {}\n\n",
      ": connected\n\nid: 3\nevent: message\ndata: {}\n\n",
    ];
    const result = await keepConnected({
      open: async (lastEventId, signal) => {
        asked.push(lastEventId);
        const text = answers.shift();
        return text === undefined ? new Response(null, { status: 401 }) : streamOf(text, signal);
      },
      onEvent: (event) => events.push(event),
      signal: new AbortController().signal,
      delay: () => 0,
    });
    expect(result).toBe("unauthorized");
    expect(asked).toEqual([undefined, "2", "3"]);
    expect(events.map((e) => [e.id, e.event])).toEqual([
      ["1", "message"],
      ["2", "read"],
      ["3", "message"],
    ]);
  });

  it("backs off more after each failure, and forgets a last id the server refuses", async () => {
    const delay = vi.fn<(attempt: number) => number>(() => 0);
    const asked: (string | undefined)[] = [];
    const answers: (() => Response)[] = [
      () => streamOf("id: 9\nevent: message\ndata: {}\n\n", new AbortController().signal),
      () => {
        throw new TypeError("Failed to fetch");
      },
      () => new Response(null, { status: 503 }),
      () => new Response('{"message":"bad"}', { status: 422 }),
      () => new Response(null, { status: 401 }),
    ];
    await keepConnected({
      open: async (lastEventId) => {
        asked.push(lastEventId);
        return answers.shift()!();
      },
      onEvent: () => undefined,
      signal: new AbortController().signal,
      delay,
    });
    expect(delay.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2, 3]);
    expect(asked).toEqual([undefined, "9", "9", "9", undefined]);
  });

  it("ends when aborted, mid-stream or while waiting to reconnect", async () => {
    const streaming = new AbortController();
    const open = vi.fn(async (_id: string | undefined, signal: AbortSignal) =>
      streamOf(": connected\n\n", signal, true),
    );
    const held = keepConnected({ open, onEvent: () => undefined, signal: streaming.signal });
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    streaming.abort();
    expect(await held).toBe("stopped");

    const waiting = new AbortController();
    const failing = vi.fn(async () => new Response(null, { status: 500 }));
    const backingOff = keepConnected({
      open: failing,
      onEvent: () => undefined,
      signal: waiting.signal,
      delay: () => 60_000,
    });
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    waiting.abort();
    expect(await backingOff).toBe("stopped");
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
