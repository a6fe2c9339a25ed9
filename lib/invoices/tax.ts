import type { InvoiceJson } from "@/lib/validation/invoices";

type Party = Pick<InvoiceJson["seller"], "vat_id">;

/**
 * How VAT is stated on an invoice. The platform charges no VAT on its services, so every invoice's VAT is 0 and
 * `PayableAmount` is the sum of the lines; what differs is why, and so which EN 16931 category applies:
 * - `AE` reverse charge when both parties hold a VAT id: the buyer accounts for the VAT. BR-AE-02 needs the seller's
 *   and the buyer's VAT ids; BR-AE-05 a rate of 0; BR-AE-10 an exemption reason.
 * - `O` not subject to VAT otherwise. BR-O-02 forbids the seller's and the buyer's VAT ids in the document (so the
 *   UBL leaves them out even when one is known); BR-O-05 and BR-48 forbid a rate; BR-O-10 wants an exemption reason.
 * The PDF prints `note` under the lines.
 */
export type InvoiceTax = {
  category: "AE" | "O";
  /** The VAT rate to write: "0" for AE, none for O. */
  percent: string | null;
  exemptionReasonCode: "VATEX-EU-AE" | "VATEX-EU-O";
  exemptionReason: string;
  /** Whether the parties' VAT ids may appear in the EN 16931 document. */
  showsVatIds: boolean;
  note: string;
};

const REVERSE_CHARGE: InvoiceTax = {
  category: "AE",
  percent: "0",
  exemptionReasonCode: "VATEX-EU-AE",
  exemptionReason: "Reverse charge",
  showsVatIds: true,
  note: "Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).",
};

const NOT_SUBJECT: InvoiceTax = {
  category: "O",
  percent: null,
  exemptionReasonCode: "VATEX-EU-O",
  exemptionReason: "Not subject to VAT",
  showsVatIds: false,
  note: "Not subject to VAT: no VAT is charged on this invoice.",
};

export function invoiceTax(seller: Party, buyer: Party): InvoiceTax {
  return seller.vat_id && buyer.vat_id ? REVERSE_CHARGE : NOT_SUBJECT;
}
