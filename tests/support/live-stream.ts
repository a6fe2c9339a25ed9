import { NextRequest } from "next/server";

import { createSseParser, type SseEvent } from "@/lib/live/sse-parser";

import { API_KEY } from "./api-client";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type OpenedStream = {
  status: number;
  headers: Headers;
  /** The next event (comments skipped), or a rejection after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Every event that arrives within `ms`. */
  collect(ms: number): Promise<SseEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Aborts the request, as a closed tab does. */
  close(): void;
};

/** Opens a live event stream through its route handler and reads it as the browser's parser does. */
export async function openStream(
  handler: Handler,
  options: { token?: string; lastEventId?: string; path?: string } = {},
): Promise<OpenedStream> {
  const abort = new AbortController();
  const headers = new Headers({ "x-api-key": API_KEY });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.lastEventId !== undefined) headers.set("last-event-id", options.lastEventId);
  const request = new NextRequest(`http://localhost${options.path ?? "/api/talent/events"}`, {
    headers,
    signal: abort.signal,
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  const queue: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const parser = createSseParser((event) => {
    queue.push(event);
    waiters.splice(0).forEach((wake) => wake());
  });
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  const ended = (async () => {
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        parser.feed(decoder.decode(chunk.value, { stream: true }));
    } catch {
      // aborted
    }
  })();
  const next = async (timeoutMs = 2_000) => {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return queue.shift()!;
  };
  return {
    status: response.status,
    headers: response.headers,
    next,
    async collect(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    ended,
    close: () => {
      abort.abort();
      void reader.cancel().catch(() => undefined);
    },
  };
}
