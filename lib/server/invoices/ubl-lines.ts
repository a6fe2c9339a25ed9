import "server-only";

import type { Invoice } from "@e-invoice-eu/core";

import { en16931Amount } from "@/lib/invoices/amounts";
import type { InvoiceTax } from "@/lib/invoices/tax";
import { minorDigits } from "@/lib/offers/money";
import type { InvoiceLineJson } from "@/lib/validation/invoices";

/** A decimal text ("37.5000", "-1") as an unsigned integer of its digits and the number of its decimals. */
function scaled(quantity: string): { digits: bigint; decimals: number } {
  const match = /^[-+]?(\d+)(?:\.(\d+))?$/.exec(quantity.trim());
  if (!match?.[1]) throw new RangeError(`${quantity} is not a quantity.`);
  const fraction = match[2] ?? "";
  return { digits: BigInt(`${match[1]}${fraction}`), decimals: fraction.length };
}

/** "37.5000" → "37.5", "2.0" → "2". */
const trimmed = (quantity: string): string =>
  quantity.includes(".") ? quantity.replace(/0+$/, "").replace(/\.$/, "") : quantity;

/**
 * What a line states as its quantity, its price and the price's base quantity (BT-129, BT-146, BT-149), for an
 * amount `amount` already signed as the document counts it (a credit note counts its credit as positive).
 * - The price is never negative (BR-27): a negative line (a trial credit) has a negative quantity instead.
 * - The quantity times the price must give the line's amount (PEPPOL-EN16931-R120, within 0.02); the amount was
 *   rounded once from the exact price, so when the printed unit price does not give it back (a prorated month, a
 *   yen rate for an hour and a half) the line states its amount as the price of its whole quantity.
 * - A price needs at most two decimals in the generator's schema: with three (KWD) it is stated per 10 units.
 */
export function linePrice(line: InvoiceLineJson, amount: number, currency: string) {
  const digits = minorDigits(currency);
  const { digits: units, decimals } = scaled(line.quantity);
  const price = BigInt(Math.abs(line.unit_price_minor));
  const exact = BigInt(Math.abs(amount)) * 10n ** BigInt(decimals);
  const gap = units * price - exact;
  // |units·price − amount| ≤ 0.02 major units, both sides in minor units × 10^decimals × 100.
  const agrees = (gap < 0n ? -gap : gap) * 100n <= 2n * 10n ** BigInt(digits + decimals);
  const sign = amount < 0 ? "-" : "";
  const magnitude = trimmed(line.quantity.replace(/^[-+]/, ""));
  const base = 10 ** Math.max(0, digits - 2);
  if (agrees) {
    return {
      quantity: sign + magnitude,
      priceAmount: en16931Amount(Math.abs(line.unit_price_minor) * base, currency),
      baseQuantity: base === 1 ? null : String(base),
    };
  }
  return {
    quantity: sign + magnitude,
    priceAmount: en16931Amount(Math.abs(amount), currency),
    baseQuantity: magnitude,
  };
}

type UblLine = Invoice["ubl:Invoice"]["cac:InvoiceLine"][number];
type UnitCode = UblLine["cbc:InvoicedQuantity@unitCode"];
type Currency = NonNullable<UblLine["cbc:LineExtensionAmount@currencyID"]>;

/** The line as a UBL `cac:InvoiceLine` in the generator's JSON; a credit note's are renamed by the generator. */
export function ublLine(line: InvoiceLineJson, sign: 1 | -1, currency: Currency, tax: InvoiceTax): UblLine {
  // The unit code is checked against UN/ECE recommendation 20 by the generator's schema.
  const unitCode = line.unit_code as UnitCode;
  const amount = sign * line.amount_minor;
  const price = linePrice(line, amount, currency);
  return {
    "cbc:ID": String(line.position),
    "cbc:InvoicedQuantity": price.quantity,
    "cbc:InvoicedQuantity@unitCode": unitCode,
    "cbc:LineExtensionAmount": en16931Amount(amount, currency),
    "cbc:LineExtensionAmount@currencyID": currency,
    "cac:InvoicePeriod": { "cbc:StartDate": line.period_start, "cbc:EndDate": line.period_end },
    "cac:Item": {
      "cbc:Name": line.description,
      "cac:ClassifiedTaxCategory": {
        "cbc:ID": tax.category,
        ...(tax.percent === null ? {} : { "cbc:Percent": tax.percent }),
        "cac:TaxScheme": { "cbc:ID": "VAT" },
      },
    },
    "cac:Price": {
      "cbc:PriceAmount": price.priceAmount,
      "cbc:PriceAmount@currencyID": currency,
      ...(price.baseQuantity === null
        ? {}
        : { "cbc:BaseQuantity": price.baseQuantity, "cbc:BaseQuantity@unitCode": unitCode }),
    },
  };
}
