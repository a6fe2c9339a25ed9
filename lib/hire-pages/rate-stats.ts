export type RateStats = { count: number; median: number; min: number; max: number };

/**
 * Median and range of hourly rates; null for none. An even count takes the mean of the two middle
 * rates, rounded to whole dollars as rates are entered.
 */
export function rateStats(rates: readonly number[]): RateStats | null {
  if (rates.length === 0) return null;
  const sorted = [...rates].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
  return { count: sorted.length, median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number };
}
