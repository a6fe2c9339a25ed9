/**
 * Where clients pay the platform's invoices, printed on the PDF and written as the EN 16931 payment account (BT-84:
 * BR-61 wants one with a credit transfer) and the seller's legal registration (BT-30: BR-CO-26 wants a seller
 * identifier, and an invoice not subject to VAT may not carry the seller's VAT id).
 */
export const PLATFORM_PAYMENT_ACCOUNT = {
  holder: "Hireloop Ltd.",
  iban: "IE29AIBK93115212345678",
  bic: "AIBKIE2D",
} as const;

/** The seller's company registration number (Companies Registration Office, Ireland). */
export const PLATFORM_REGISTRATION_ID = "712345";

/** "IE29 AIBK 9311 5212 3456 78": an IBAN in groups of four, as it is printed. */
export const formatIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, "$1 ");
