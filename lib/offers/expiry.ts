const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const HOUR_MS = 60 * 60 * 1000;

/** "in 6 days", "in 5 hours", "in 20 minutes": how long a sent offer has left. */
export function timeLeft(expiresAt: string, now: Date = new Date()): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (ms >= 2 * 24 * HOUR_MS) return relative.format(Math.floor(ms / (24 * HOUR_MS)), "day");
  if (ms >= 2 * HOUR_MS) return relative.format(Math.floor(ms / HOUR_MS), "hour");
  return relative.format(Math.max(1, Math.floor(ms / 60_000)), "minute");
}
