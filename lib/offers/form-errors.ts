/** A react-hook-form error's message at a dotted path ("milestones.0.amount"), or on its `root` for a list. */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  if (!node || typeof node !== "object") return undefined;
  const { message, root } = node as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === "string") return message;
  return typeof root?.message === "string" ? root.message : undefined;
}
