export type BackoffOptions = { baseMs?: number; maxMs?: number; random?: () => number };

/**
 * How long to wait before reconnect number `attempt` (0 for the first): exponential, capped, with "equal jitter"
 * (half fixed, half random), so the tabs a restarted server dropped do not all come back in the same instant.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = 1_000, maxMs = 30_000, random = Math.random } = options;
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
