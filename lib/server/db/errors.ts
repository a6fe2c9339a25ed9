import "server-only";

type CodedError = Error & { code?: unknown; constraint?: unknown };

/**
 * The first error in `error`'s cause chain (itself first, at most 5 deep) that `test` accepts: drivers and Drizzle
 * wrap the database's own error, so the SQLSTATE can sit a few causes down.
 */
export function findCause(error: unknown, test: (cause: CodedError) => boolean): CodedError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (test(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Postgres' unique_violation (23505), wherever the driver or Drizzle put it in the cause chain. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findCause(error, (cause) => cause.code === "23505");
  if (!found) return false;
  return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
}
