import "server-only";

// On globalThis, not in a module variable: Next.js bundles route handlers (where changes happen) and pages (where
// the cache is read) in separate layers, each with its own copy of this module, in one process.
const GENERATION = Symbol.for("marketplace.hirePagesGeneration");
const store = globalThis as unknown as Record<symbol, number | undefined>;

/** Bumped by every change that can alter a "Hire …" page: the key prefix of their cached data. */
export const hirePagesGeneration = () => store[GENERATION] ?? 0;

/**
 * Marks the "Hire …" pages' data stale after a change that can alter them (a vetting decision, a profile save or
 * visibility change, a suspension, a deletion): this instance's next visit reads fresh data; other instances follow
 * within HIRE_PAGE_TTL_MS.
 */
export function revalidateHirePages(): void {
  store[GENERATION] = hirePagesGeneration() + 1;
}
