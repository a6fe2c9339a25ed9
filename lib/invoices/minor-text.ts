import { minorUnitsText } from "@/lib/offers/money";

/** Minor units as a plain decimal ("-0.05", "1250.50"), negative amounts included (credit notes, trial credits). */
export const signedMinorText = (minor: number, currency: string): string =>
  minor < 0 ? `-${minorUnitsText(-minor, currency)}` : minorUnitsText(minor, currency);
