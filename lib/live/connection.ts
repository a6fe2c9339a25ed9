import { backoffDelay } from "./backoff";
import { createSseParser, type SseEvent } from "./sse-parser";

export type ConnectionOptions = {
  /** Opens the stream, resuming after `lastEventId` when there is one. */
  open(lastEventId: string | undefined, signal: AbortSignal): Promise<Response>;
  onEvent(event: SseEvent): void;
  /** Aborted: the tab is closing or the person signed out; the connection ends and is not made again. */
  signal: AbortSignal;
  /** The wait before reconnect number `attempt` (0 for the first). */
  delay?: (attempt: number) => number;
};

/** A stream that lasted this long was a working connection: the next failure starts the backoff again. */
const HEALTHY_MS = 10_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });

/**
 * Keeps one event stream open: reads it, and when it ends or fails reconnects after a growing, jittered wait,
 * sending the last event id it got so the server sends what was missed. Ends on abort, or on a 401 (the token is
 * gone: signed out, expired or suspended), which it answers with "unauthorized".
 */
export async function keepConnected(options: ConnectionOptions): Promise<"unauthorized" | "stopped"> {
  const { signal, delay = backoffDelay } = options;
  let lastEventId: string | undefined;
  let attempt = 0;
  while (!signal.aborted) {
    const started = Date.now();
    try {
      const response = await options.open(lastEventId, signal);
      if (response.status === 401) return "unauthorized";
      // A last id the server refuses (422) is forgotten: the next stream starts from now.
      if (response.status === 422) lastEventId = undefined;
      if (response.ok && response.body) {
        const parser = createSseParser((event) => {
          if (event.id !== undefined) lastEventId = event.id;
          options.onEvent(event);
        });
        const decoder = new TextDecoder();
        const reader = response.body.getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          parser.feed(decoder.decode(chunk.value, { stream: true }));
      } else {
        await response.body?.cancel();
      }
    } catch {
      // A network error or the abort: the loop's condition decides.
    }
    if (signal.aborted) break;
    if (Date.now() - started >= HEALTHY_MS) attempt = 0;
    await sleep(delay(attempt++), signal);
  }
  return "stopped";
}
