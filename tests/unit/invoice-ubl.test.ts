// @vitest-environment node
import { describe, expect, it } from "vitest";

import { invoiceTax } from "@/lib/invoices/tax";
import { renderInvoiceUbl } from "@/lib/server/invoices/ubl";
import type { InvoiceJson } from "@/lib/validation/invoices";

import { en16931Violations } from "../support/en16931-rules";
import { BUYER, creditNoteFor, manyLines, SAMPLE_LINES, sampleInvoice, SELLER } from "../support/invoice-document";
import { all, attr, parseUbl, text } from "../support/ubl-xml";

async function rendered(invoice: InvoiceJson) {
  const xml = await renderInvoiceUbl(invoice);
  expect(en16931Violations(xml)).toEqual([]);
  return { xml, ...parseUbl(xml) };
}

const partyPath = { seller: "cac:AccountingSupplierParty/cac:Party", buyer: "cac:AccountingCustomerParty/cac:Party" };
const notSubject = { ...BUYER, vat_id: null };

describe("the EN 16931 invoice in UBL", () => {
  it("writes the invoice with its parties, lines and totals equal to the lines' sum", async () => {
    const invoice = sampleInvoice();
    const { kind, doc } = await rendered(invoice);
    expect(kind).toBe("Invoice");
    expect(text(doc, "cbc:CustomizationID")).toBe("urn:cen.eu:en16931:2017");
    expect(text(doc, "cbc:ID")).toBe("INV-2026-000041");
    expect(text(doc, "cbc:InvoiceTypeCode")).toBe("380");
    expect(text(doc, "cbc:IssueDate")).toBe("2026-12-01");
    expect(text(doc, "cbc:DueDate")).toBe("2026-12-15");
    expect(text(doc, "cbc:DocumentCurrencyCode")).toBe("EUR");
    expect(text(doc, "cac:InvoicePeriod/cbc:StartDate")).toBe("2026-11-01");
    expect(text(doc, "cac:InvoicePeriod/cbc:EndDate")).toBe("2026-11-30");

    const seller = all(doc, partyPath.seller)[0]!;
    expect(text(seller, "cac:PartyLegalEntity/cbc:RegistrationName")).toBe("Hireloop Ltd.");
    expect(text(seller, "cac:PostalAddress/cbc:CityName")).toBe("Dublin");
    expect(text(seller, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")).toBe("IE");
    expect(text(seller, "cac:PartyTaxScheme/cbc:CompanyID")).toBe(SELLER.vat_id);
    const buyer = all(doc, partyPath.buyer)[0]!;
    expect(text(buyer, "cac:PartyLegalEntity/cbc:RegistrationName")).toBe("Acme Robotics GmbH");
    expect(text(buyer, "cac:PostalAddress/cbc:StreetName")).toBe("Torstraße 49");
    expect(text(buyer, "cac:PostalAddress/cbc:PostalZone")).toBe("10119");
    expect(text(buyer, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")).toBe("DE");
    expect(text(buyer, "cac:PartyTaxScheme/cbc:CompanyID")).toBe(BUYER.vat_id);
    expect(text(buyer, "cbc:EndpointID")).toBe(BUYER.email);
    expect(attr(buyer, "cbc:EndpointID", "schemeID")).toBe("EM");

    const lines = all(doc, "cac:InvoiceLine");
    expect(lines.map((line) => text(line, "cac:Item/cbc:Name"))).toEqual(SAMPLE_LINES.map((l) => l.description));
    expect(lines.map((line) => text(line, "cbc:LineExtensionAmount"))).toEqual([
      "2437.50",
      "2500.00",
      "3142.86",
      "-1200.00",
    ]);
    expect(lines.map((line) => text(line, "cbc:InvoicedQuantity"))).toEqual(["37.5", "1", "11", "-1"]);
    expect(lines.map((line) => attr(line, "cbc:InvoicedQuantity", "unitCode"))).toEqual(["HUR", "C62", "DAY", "C62"]);
    // The trial credit: a negative quantity at a positive price (BR-27).
    expect(text(lines[3]!, "cac:Price/cbc:PriceAmount")).toBe("1200.00");
    // 11 days at the rounded 285.71 would give 3142.81: the line states its exact amount for its 11 days instead.
    expect(text(lines[2]!, "cac:Price/cbc:PriceAmount")).toBe("3142.86");
    expect(text(lines[2]!, "cac:Price/cbc:BaseQuantity")).toBe("11");
    expect(text(lines[0]!, "cac:Price/cbc:PriceAmount")).toBe("65.00");
    expect(text(lines[0]!, "cac:Price/cbc:BaseQuantity")).toBeUndefined();

    for (const name of ["LineExtensionAmount", "TaxExclusiveAmount", "TaxInclusiveAmount", "PayableAmount"]) {
      expect(text(doc, `cac:LegalMonetaryTotal/cbc:${name}`)).toBe("6880.36");
      expect(attr(doc, `cac:LegalMonetaryTotal/cbc:${name}`, "currencyID")).toBe("EUR");
    }
    expect(text(doc, "cac:TaxTotal/cbc:TaxAmount")).toBe("0.00");
    expect(text(doc, "cac:PaymentMeans/cbc:PaymentMeansCode")).toBe("30");
    expect(text(doc, "cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID")).toMatch(/^IE\d\d/);
    expect(text(doc, "cac:PaymentTerms/cbc:Note")).toContain("Due on 15 December 2026");
  });

  it("charges reverse when both parties hold a VAT id", async () => {
    const { doc } = await rendered(sampleInvoice());
    expect(text(doc, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID")).toBe("AE");
    expect(text(doc, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent")).toBe("0");
    expect(text(doc, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode")).toBe("VATEX-EU-AE");
    expect(text(doc, "cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount")).toBe("6880.36");
    const categories = all(doc, "cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID");
    expect(categories.map((node) => node["#text"])).toEqual(["AE", "AE", "AE", "AE"]);
  });

  it("states an invoice to a buyer without a VAT id as not subject to VAT, with neither party's VAT id", async () => {
    const { doc } = await rendered(sampleInvoice({ buyer: notSubject }));
    expect(text(doc, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID")).toBe("O");
    expect(text(doc, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent")).toBeUndefined();
    expect(text(doc, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:TaxExemptionReasonCode")).toBe("VATEX-EU-O");
    expect(all(doc, `${partyPath.seller}/cac:PartyTaxScheme`)).toEqual([]);
    expect(all(doc, `${partyPath.buyer}/cac:PartyTaxScheme`)).toEqual([]);
    expect(text(doc, `${partyPath.seller}/cac:PartyLegalEntity/cbc:CompanyID`)).toBeTruthy();
    expect(all(doc, "cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent")).toEqual([]);
    expect(text(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("6880.36");
  });

  it("chooses the category from both parties' VAT ids", () => {
    expect(invoiceTax(SELLER, BUYER).category).toBe("AE");
    expect(invoiceTax(SELLER, notSubject).category).toBe("O");
    expect(invoiceTax({ vat_id: null }, BUYER).category).toBe("O");
  });

  it("writes a credit note as a UBL CreditNote that references the invoice and states the credit as positive", async () => {
    const note = creditNoteFor(sampleInvoice());
    expect(note.total_minor).toBe(-688_036);
    const { kind, doc } = await rendered(note);
    expect(kind).toBe("CreditNote");
    expect(text(doc, "cbc:CustomizationID")).toBe("urn:cen.eu:en16931:2017");
    expect(text(doc, "cbc:ID")).toBe("CN-2026-000003");
    expect(text(doc, "cbc:CreditNoteTypeCode")).toBe("381");
    expect(text(doc, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toBe("INV-2026-000041");
    expect(text(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("6880.36");
    const lines = all(doc, "cac:CreditNoteLine");
    expect(lines.map((line) => text(line, "cbc:LineExtensionAmount"))).toEqual([
      "2437.50",
      "2500.00",
      "3142.86",
      "-1200.00",
    ]);
    expect(lines.map((line) => text(line, "cbc:CreditedQuantity"))).toEqual(["37.5", "1", "11", "-1"]);
    expect(all(doc, "cac:PaymentMeans")).toEqual([]);
  });

  it("writes yen without decimals, and an hour and a half at a yen rate exactly", async () => {
    const [line] = manyLines(1);
    const lines = [
      { ...line!, unit_price_minor: 8_000, amount_minor: 80_000 },
      { ...line!, position: 2, quantity: "1.5", unit_price_minor: 333, amount_minor: 500 },
    ];
    const { doc } = await rendered(sampleInvoice({ currency: "JPY", lines, total_minor: 80_500 }));
    expect(text(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("80500");
    expect(attr(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount", "currencyID")).toBe("JPY");
    const prices = all(doc, "cac:InvoiceLine").map((l) => [
      text(l, "cac:Price/cbc:PriceAmount"),
      text(l, "cac:Price/cbc:BaseQuantity"),
    ]);
    expect(prices).toEqual([
      ["8000", undefined],
      ["500", "1.5"],
    ]);
  });

  it("writes dinars (three decimals) with the two EN 16931 allows, and refuses an amount that needs the third", async () => {
    const [line] = manyLines(1);
    const lines = [{ ...line!, quantity: "10", unit_price_minor: 12_345, amount_minor: 123_450 }];
    const { doc } = await rendered(sampleInvoice({ currency: "KWD", lines, total_minor: 123_450 }));
    expect(text(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("123.45");
    // 12.345 a unit is stated as 123.45 for 10 units.
    expect(text(doc, "cac:InvoiceLine/cac:Price/cbc:PriceAmount")).toBe("123.45");
    expect(text(doc, "cac:InvoiceLine/cac:Price/cbc:BaseQuantity")).toBe("10");
    const odd = [{ ...lines[0]!, amount_minor: 123_451 }];
    await expect(renderInvoiceUbl(sampleInvoice({ currency: "KWD", lines: odd }))).rejects.toThrow(/two decimals/);
  });

  it("keeps sixty lines' sum exact", async () => {
    const invoice = sampleInvoice({ lines: manyLines(60) });
    const { doc } = await rendered(invoice);
    expect(all(doc, "cac:InvoiceLine")).toHaveLength(60);
    expect(text(doc, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("30177.00");
  });

  it("refuses an invoice whose total is not the sum of its lines", async () => {
    await expect(renderInvoiceUbl(sampleInvoice({ total_minor: 1 }))).rejects.toThrow("is not the sum of its lines");
  });

  it("is refused by the generator's schema when a code is not in its list", async () => {
    const [line] = manyLines(1);
    await expect(renderInvoiceUbl(sampleInvoice({ lines: [{ ...line!, unit_code: "HOURS" }] }))).rejects.toThrow(
      "cbc:InvoicedQuantity@unitCode must be equal to one of the allowed values",
    );
    await expect(renderInvoiceUbl(sampleInvoice({ buyer: { ...BUYER, country: "XX" } }))).rejects.toThrow(
      "cac:Country/cbc:IdentificationCode must be equal to one of the allowed values",
    );
  });

  it("finds a broken rule in a tampered document", async () => {
    const xml = await renderInvoiceUbl(sampleInvoice());
    const tampered = xml.replace(
      '<cbc:PayableAmount currencyID="EUR">6880.36</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="EUR">6880.37</cbc:PayableAmount>',
    );
    expect(en16931Violations(tampered)).toEqual(["BR-CO-16"]);
    const withVatOnO = (await renderInvoiceUbl(sampleInvoice({ buyer: notSubject }))).replace(
      "</cac:PostalAddress>",
      "</cac:PostalAddress><cac:PartyTaxScheme><cbc:CompanyID>IE1</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>",
    );
    expect(en16931Violations(withVatOnO)).toEqual(["BR-O-02"]);
  });
});
