/** How many minor units a currency's major unit splits into, as a power of ten (2 for every board currency). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * A decimal amount typed by a person ("1,250.50", "40", "12,5") → integer minor units, read digit by digit so no
 * float rounding can creep in; null when it is not an amount or has more decimals than the currency has.
 */
export function parseMinorUnits(text: string, currency: string): number | null {
  let value = text.trim().replace(/\s/g, "");
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(value)) value = value.replaceAll(",", "");
  else if (/^\d+,\d{1,2}$/.test(value)) value = value.replace(",", ".");
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(value);
  if (!match) return null;
  const digits = minorDigits(currency);
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** Integer minor units → the decimal text a person would type ("1250.50"), for prefilling a field. */
export function minorUnitsText(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "$1,250.50" from minor units, in the currency's own format. */
export function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat("en", { style: "currency", currency });
  return format.format(minor / 10 ** minorDigits(currency));
}
