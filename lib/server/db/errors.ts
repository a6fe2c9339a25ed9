import "server-only";

/** Postgres' unique_violation (23505), wherever the driver or Drizzle put it in the cause chain. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === undefined || name === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
