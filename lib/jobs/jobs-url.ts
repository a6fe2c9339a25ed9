/** Links of the job board: the current filters kept, empty values dropped, page 1 left implicit. */
export function jobsHref(filters: Record<string, string>, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key !== "page" && value.trim() !== "") params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/jobs?${query}` : "/jobs";
}

/** The page numbers to show around `current`, with null for a gap: 1 … 4 5 6 … 20. */
export function pageWindow(current: number, last: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    const near = Math.abs(page - current) <= radius;
    if (page === 1 || page === last || near) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An hourly rate in the job's currency, e.g. "$40-$60/h" or "€50/h". */
export function formatRate(min: number, max: number, currency = "USD"): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol", maximumFractionDigits: 0 });
    moneyFormats.set(currency, format);
  }
  return min === max ? `${format.format(min)}/h` : `${format.format(min)}-${format.format(max)}/h`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function formatPostedDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
