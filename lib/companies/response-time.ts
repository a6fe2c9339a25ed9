/** "Usually responds within N hours/days": whole hours under a day, else whole days, both rounded up. */
export function responseTimeLabel(hours: number): string {
  if (hours <= 24) {
    const whole = Math.max(1, Math.ceil(hours));
    return `Usually responds within ${whole} ${whole === 1 ? "hour" : "hours"}`;
  }
  const days = Math.ceil(hours / 24);
  return `Usually responds within ${days} days`;
}
