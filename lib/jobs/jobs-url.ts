import { listHref } from "@/lib/list-href";

export { pageWindow } from "@/lib/list-href";

/** Links of the job board: the current filters kept, empty values dropped, page 1 left implicit. */
export const jobsHref = (filters: Record<string, string>, page = 1): string => listHref("/jobs", filters, page);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An hourly rate in the job's currency, e.g. "$40-$60/h" or "€50/h". */
export function formatRate(min: number, max: number, currency = "USD"): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    });
    moneyFormats.set(currency, format);
  }
  return min === max ? `${format.format(min)}/h` : `${format.format(min)}-${format.format(max)}/h`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function formatPostedDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
