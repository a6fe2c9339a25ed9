/** A list's total in words' digits: "1,234", or "10,000+" when the total is a lower bound (lib/validation/bounded-total.ts). */
export const formatBoundedCount = (meta: { total: number; total_is_lower_bound: boolean }): string =>
  `${meta.total.toLocaleString("en-US")}${meta.total_is_lower_bound ? "+" : ""}`;
