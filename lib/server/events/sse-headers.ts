/** The headers of a live event stream; the proxy keeps its Cache-Control for these paths (proxy.ts). */
export const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: no compressing proxy may hold events back to fill a block.
  "Cache-Control": "no-store, no-transform",
  // nginx and others buffer answers unless told not to.
  "X-Accel-Buffering": "no",
} as const;

/** `GET /api/talent/events` and `GET /api/client/events`. */
export const isLiveEventsPath = (pathname: string) => /^\/api\/(talent|client)\/events\/?$/.test(pathname);
