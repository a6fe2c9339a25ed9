import { minorDigits } from "@/lib/offers/money";

/**
 * Integer minor units → the exact decimal text in major units ("-1234.50" for -123450 EUR, "1234" for 1234 JPY,
 * "1.234" for 1234 KWD), by string arithmetic: no float ever holds the amount.
 */
export function minorToDecimal(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units.`);
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor));
  if (digits === 0) return sign + text;
  const padded = text.padStart(digits + 1, "0");
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** "€1,234.50", "-€12.00", "¥1,234", "KWD 1.234": Intl is given the decimal text, so no division rounds it. */
export function formatInvoiceMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat("en", { style: "currency", currency });
  return format.format(minorToDecimal(minor, currency) as Intl.StringNumericLiteral);
}

/** The sum of integer minor amounts; refuses to leave the integers a double holds exactly. */
export function sumMinor(amounts: readonly number[]): number {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError("The sum is too large to be exact.");
  return total;
}

/**
 * An amount as EN 16931 writes it: major units with at most two decimals (BR-DEC-*), so a currency with three
 * ("KWD") drops a trailing zero; an amount that needs the third decimal cannot be stated and is refused.
 */
export function en16931Amount(minor: number, currency: string): string {
  const text = minorToDecimal(minor, currency);
  const match = /^(-?\d+)\.(\d\d)(\d+)$/.exec(text);
  if (!match) return text;
  if (/[1-9]/.test(match[3] ?? "")) {
    throw new RangeError(`${text} ${currency}: EN 16931 states amounts with at most two decimals.`);
  }
  return `${match[1]}.${match[2]}`;
}

/** An invoice's total, which is by definition the sum of its lines: a document whose stored total differs is refused. */
export function linesTotal(invoice: {
  number: string;
  total_minor: number;
  lines: readonly { amount_minor: number }[];
}): number {
  const total = sumMinor(invoice.lines.map((line) => line.amount_minor));
  if (total !== invoice.total_minor) {
    throw new RangeError(`${invoice.number}: its total ${invoice.total_minor} is not the sum of its lines, ${total}.`);
  }
  return total;
}
