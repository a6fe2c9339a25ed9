/**
 * Money arithmetic for invoices, in integer minor units through BigInt, so no float ever rounds an amount. Every
 * line is rounded once, half to even (banker's rounding): an exact half goes to the even neighbour, so rounding
 * errors do not drift one way over many lines.
 */

/** `numerator / denominator` rounded half to even; the denominator must be positive. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("The denominator must be positive.");
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator; // has the numerator's sign
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < denominator) return quotient;
  const away = numerator < 0n ? quotient - 1n : quotient + 1n;
  if (twice > denominator) return away;
  return quotient % 2n === 0n ? quotient : away;
}

const toSafeNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError("The amount is beyond what the invoices can hold.");
  }
  return Number(value);
};

/** `amount × part / whole` in minor units, rounded half to even once (e.g. a monthly rate × active days / days). */
export function prorateHalfEven(amountMinor: number, part: number, whole: number): number {
  return toSafeNumber(divideHalfEven(BigInt(amountMinor) * BigInt(part), BigInt(whole)));
}

/** What an hourly rate earns in `minutes`: rate × minutes / 60, rounded half to even once. */
export const hoursAmountMinor = (ratePerHourMinor: number, minutes: number): number =>
  prorateHalfEven(ratePerHourMinor, minutes, 60);

/** The fee in basis points (hundredths of a percent): 12.5 % is 1250. */
export function feeBasisPoints(feePercent: number): number {
  const points = Math.round(feePercent * 100);
  if (points < 0 || points > 10_000) throw new RangeError("The platform fee is a percentage from 0 to 100.");
  return points;
}

/** What the talent is paid of a line's amount: amount × (100 − fee) / 100, rounded half to even once. */
export const talentShareMinor = (amountMinor: number, feeBp: number): number =>
  prorateHalfEven(amountMinor, 10_000 - feeBp, 10_000);

/** A decimal quantity with at most 4 places (the column is numeric(12, 4)), from `part / whole` rounded half-even. */
export function decimalQuantity(part: number, whole = 1): string {
  const scaled = divideHalfEven(BigInt(part) * 10_000n, BigInt(whole));
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(5, "0");
  const fraction = digits.slice(-4).replace(/0+$/, "");
  const integerPart = digits.slice(0, -4);
  return `${negative ? "-" : ""}${integerPart}${fraction ? `.${fraction}` : ""}`;
}
