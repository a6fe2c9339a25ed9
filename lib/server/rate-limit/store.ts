import "server-only";

export type WindowState = { count: number; resetAt: Date };

/**
 * Fixed-window counters shared by every instance. The database implements it today; a Redis one
 * (INCR + PEXPIRE NX) would fit the same three calls.
 */
export interface RateLimitStore {
  /** Adds one to the window of `key` (opening a new one of `windowMs` if none is live) and returns it. */
  hit(key: string, windowMs: number, now: Date): Promise<WindowState>;
  /** The live window of `key`, if any, without counting. */
  peek(key: string, now: Date): Promise<WindowState | null>;
  /** Forgets `key` (e.g. an account's failures after a successful login). */
  reset(key: string): Promise<void>;
}
