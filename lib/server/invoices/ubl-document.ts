import "server-only";

import type { Invoice } from "@e-invoice-eu/core";

import { en16931Amount, linesTotal } from "@/lib/invoices/amounts";
import { paymentTerms } from "@/lib/invoices/document-text";
import { PLATFORM_PAYMENT_ACCOUNT } from "@/lib/invoices/payment-account";
import { invoiceTax } from "@/lib/invoices/tax";
import type { InvoiceJson } from "@/lib/validation/invoices";

import { ublLine } from "./ubl-lines";
import { buyerParty, sellerParty, VAT } from "./ubl-parties";

// The generator types its code lists (currencies, countries, units) as unions; the values here are read from the
// database and checked against those lists by the generator's schema when it writes the XML.
type UblInvoice = Invoice["ubl:Invoice"];
type UblCurrency = UblInvoice["cbc:DocumentCurrencyCode"];

/** The month's first and last days: "2026-11" → 2026-11-01, 2026-11-30. */
function monthPeriod(month: string) {
  const [year, monthNumber] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year ?? 0, monthNumber ?? 1, 0)).getUTCDate();
  return { "cbc:StartDate": `${month}-01`, "cbc:EndDate": `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * The invoice in the generator's JSON form of a UBL 2.1 Invoice. A credit note is written as an invoice with type
 * code 381, which the generator turns into a UBL CreditNote; its stored lines are the invoice's negated, and a
 * CreditNote states the credit as positive, so every amount is negated back.
 */
export function ublDocument(invoice: InvoiceJson): Invoice {
  const currency = invoice.currency as UblCurrency;
  const creditNote = invoice.kind === "credit_note";
  const sign = creditNote ? -1 : 1;
  const tax = invoiceTax(invoice.seller, invoice.buyer);
  const total = en16931Amount(sign * linesTotal(invoice), currency);
  const zero = en16931Amount(0, currency);
  const [first, ...rest] = invoice.lines.map((line) => ublLine(line, sign, currency, tax));
  if (!first) throw new RangeError(`${invoice.number} has no lines; EN 16931 needs at least one (BR-16).`);
  const lines: UblInvoice["cac:InvoiceLine"] = [first, ...rest];
  return {
    "ubl:Invoice": {
      "cbc:CustomizationID": "urn:cen.eu:en16931:2017",
      "cbc:ID": invoice.number,
      "cbc:IssueDate": invoice.issued_on,
      ...(creditNote ? {} : { "cbc:DueDate": invoice.due_on }),
      "cbc:InvoiceTypeCode": creditNote ? "381" : "380",
      ...(creditNote && invoice.void_reason ? { "cbc:Note": [invoice.void_reason] } : {}),
      "cbc:DocumentCurrencyCode": currency,
      // Peppol wants a buyer reference or an order reference (PEPPOL-EN16931-R003); the company has no purchase
      // orders here, so it is the company's account number with the platform.
      "cbc:BuyerReference": invoice.company ? `company-${invoice.company.id}` : invoice.number,
      "cac:InvoicePeriod": monthPeriod(invoice.month),
      ...(creditNote && invoice.credits_invoice
        ? { "cac:BillingReference": [{ "cac:InvoiceDocumentReference": { "cbc:ID": invoice.credits_invoice.number } }] }
        : {}),
      "cac:AccountingSupplierParty": sellerParty(invoice.seller, tax),
      "cac:AccountingCustomerParty": buyerParty(invoice.buyer, tax),
      ...(creditNote || invoice.total_minor <= 0
        ? {}
        : {
            "cac:PaymentMeans": [
              {
                "cbc:PaymentMeansCode": "30",
                "cbc:PaymentMeansCode@name": "Credit transfer",
                "cbc:PaymentID": invoice.number,
                "cac:PayeeFinancialAccount": {
                  "cbc:ID": PLATFORM_PAYMENT_ACCOUNT.iban,
                  "cbc:Name": PLATFORM_PAYMENT_ACCOUNT.holder,
                  "cac:FinancialInstitutionBranch": { "cbc:ID": PLATFORM_PAYMENT_ACCOUNT.bic },
                },
              },
            ],
          }),
      "cac:PaymentTerms": { "cbc:Note": paymentTerms(invoice) },
      "cac:TaxTotal": [
        {
          "cbc:TaxAmount": zero,
          "cbc:TaxAmount@currencyID": currency,
          "cac:TaxSubtotal": [
            {
              "cbc:TaxableAmount": total,
              "cbc:TaxableAmount@currencyID": currency,
              "cbc:TaxAmount": zero,
              "cbc:TaxAmount@currencyID": currency,
              "cac:TaxCategory": {
                "cbc:ID": tax.category,
                ...(tax.percent === null ? {} : { "cbc:Percent": tax.percent }),
                "cbc:TaxExemptionReasonCode": tax.exemptionReasonCode,
                "cbc:TaxExemptionReason": tax.exemptionReason,
                "cac:TaxScheme": VAT,
              },
            },
          ],
        },
      ],
      // No VAT, no allowances, nothing prepaid: every total is the lines' sum.
      "cac:LegalMonetaryTotal": {
        "cbc:LineExtensionAmount": total,
        "cbc:LineExtensionAmount@currencyID": currency,
        "cbc:TaxExclusiveAmount": total,
        "cbc:TaxExclusiveAmount@currencyID": currency,
        "cbc:TaxInclusiveAmount": total,
        "cbc:TaxInclusiveAmount@currencyID": currency,
        "cbc:PayableAmount": total,
        "cbc:PayableAmount@currencyID": currency,
      },
      "cac:InvoiceLine": lines,
    },
  };
}
