// Types for sse.mjs, for the unit tests (the bench itself is plain JavaScript).
export type SseEvent = { id: string | undefined; event: string; data: string };
export function sseParser(
  onEvent: (event: SseEvent) => void,
  onComment?: (text: string) => void,
): (text: string) => void;
