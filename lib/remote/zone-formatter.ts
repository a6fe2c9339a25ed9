const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per zone and shape, made once: building one costs far more than formatting with it,
 * and the slot and overlap functions format thousands of instants per call.
 */
export function zoneFormatter(timezone: string, shape: string, options: Intl.DateTimeFormatOptions) {
  const key = `${shape}|${timezone}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone: timezone });
    cache.set(key, formatter);
  }
  return formatter;
}
