import { categoryViolations } from "./en16931-vat-rules";
import { all, attr, decimalsOf, first, parseUbl, scaledDecimal, text, type XmlNode } from "./ubl-xml";

/**
 * The EN 16931 business rules (and the few Peppol BIS rules the generator's profile adds) that the invoices written
 * here can break, checked on the UBL XML the way the official Schematron states them. Amounts are compared as exact
 * integers of cents. Returns the broken rules, each with what broke it; [] for a conforming document.
 */
export function en16931Violations(xml: string): string[] {
  const { kind, doc } = parseUbl(xml);
  const broken: string[] = [];
  const rule = (id: string, holds: boolean, detail = "") => {
    if (!holds) broken.push(detail ? `${id}: ${detail}` : id);
  };
  const line = kind === "Invoice" ? "cac:InvoiceLine" : "cac:CreditNoteLine";
  const quantityName = kind === "Invoice" ? "cbc:InvoicedQuantity" : "cbc:CreditedQuantity";
  const cents = (node: XmlNode, path: string) => scaledDecimal(text(node, path) ?? "0", 2);
  const seller = first(doc, "cac:AccountingSupplierParty/cac:Party") ?? {};
  const buyer = first(doc, "cac:AccountingCustomerParty/cac:Party") ?? {};
  const totals = first(doc, "cac:LegalMonetaryTotal") ?? {};
  const lines = all(doc, line);
  const subtotals = all(doc, "cac:TaxTotal/cac:TaxSubtotal");
  const currency = text(doc, "cbc:DocumentCurrencyCode");

  rule("BR-01", text(doc, "cbc:CustomizationID") === "urn:cen.eu:en16931:2017");
  rule("BR-02", Boolean(text(doc, "cbc:ID")));
  rule("BR-03", Boolean(text(doc, "cbc:IssueDate")));
  rule("BR-04", Boolean(text(doc, kind === "Invoice" ? "cbc:InvoiceTypeCode" : "cbc:CreditNoteTypeCode")));
  rule("BR-05", Boolean(currency));
  rule("BR-06", Boolean(text(seller, "cac:PartyLegalEntity/cbc:RegistrationName")));
  rule("BR-07", Boolean(text(buyer, "cac:PartyLegalEntity/cbc:RegistrationName")));
  rule("BR-08", Boolean(first(seller, "cac:PostalAddress")));
  rule("BR-09", Boolean(text(seller, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")));
  rule("BR-10", Boolean(first(buyer, "cac:PostalAddress")));
  rule("BR-11", Boolean(text(buyer, "cac:PostalAddress/cac:Country/cbc:IdentificationCode")));
  for (const [id, name] of [
    ["BR-12", "cbc:LineExtensionAmount"],
    ["BR-13", "cbc:TaxExclusiveAmount"],
    ["BR-14", "cbc:TaxInclusiveAmount"],
    ["BR-15", "cbc:PayableAmount"],
  ] as const) {
    rule(id, text(totals, name) !== undefined);
  }
  rule("BR-16", lines.length > 0);
  rule(
    "BR-29",
    (text(doc, "cac:InvoicePeriod/cbc:EndDate") ?? "") >= (text(doc, "cac:InvoicePeriod/cbc:StartDate") ?? ""),
  );
  rule(
    "BR-55",
    all(doc, "cac:BillingReference").every((ref) => text(ref, "cac:InvoiceDocumentReference/cbc:ID")),
  );

  // Every amount in the document's currency (PEPPOL-EN16931-R051) and with at most two decimals (BR-DEC-*).
  const amounts: XmlNode[] = [];
  const collect = (node: XmlNode) => {
    for (const value of Object.values(node)) {
      if (!Array.isArray(value)) continue;
      for (const child of value) {
        if (child["@currencyID"] !== undefined) amounts.push(child);
        collect(child);
      }
    }
  };
  collect(doc);
  for (const amount of amounts) {
    rule("PEPPOL-EN16931-R051", amount["@currencyID"] === currency, String(amount["@currencyID"]));
    rule("BR-DEC", decimalsOf(String(amount["#text"])) <= 2, String(amount["#text"]));
  }

  let lineSum = 0n;
  for (const item of lines) {
    const id = text(item, "cbc:ID") ?? "?";
    const quantity = text(item, quantityName);
    const price = text(item, "cac:Price/cbc:PriceAmount");
    rule("BR-21", id !== "?");
    rule("BR-22", quantity !== undefined, `line ${id}`);
    rule("BR-23", Boolean(attr(item, quantityName, "unitCode")), `line ${id}`);
    rule("BR-24", text(item, "cbc:LineExtensionAmount") !== undefined, `line ${id}`);
    rule("BR-25", Boolean(text(item, "cac:Item/cbc:Name")), `line ${id}`);
    rule("BR-26", price !== undefined, `line ${id}`);
    rule("BR-27", !price?.startsWith("-"), `line ${id} price ${price}`);
    rule(
      "BR-30",
      (text(item, "cac:InvoicePeriod/cbc:EndDate") ?? "") >= (text(item, "cac:InvoicePeriod/cbc:StartDate") ?? ""),
    );
    rule("BR-CO-04", Boolean(text(item, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID")), `line ${id}`);
    const amount = cents(item, "cbc:LineExtensionAmount");
    lineSum += amount;
    // PEPPOL-EN16931-R120: quantity × price ÷ base quantity gives the line's amount within 0.02.
    const base = text(item, "cac:Price/cbc:BaseQuantity") ?? "1";
    const q = quantity ?? "0";
    const [qs, bs] = [decimalsOf(q), decimalsOf(base)];
    const [qn, bn, pn] = [scaledDecimal(q, qs), scaledDecimal(base, bs), scaledDecimal(price ?? "0", 2)];
    rule("PEPPOL-EN16931-R121", bn > 0n, `line ${id}`);
    const scale = 10n ** BigInt(qs) * bn;
    const gap = qn * pn * 10n ** BigInt(bs) - amount * scale;
    rule("PEPPOL-EN16931-R120", (gap < 0n ? -gap : gap) <= 2n * scale, `line ${id}: ${q} × ${price} / ${base}`);
  }

  rule("BR-CO-10", cents(totals, "cbc:LineExtensionAmount") === lineSum, `${lineSum} cents in the lines`);
  const allowances = cents(totals, "cbc:AllowanceTotalAmount");
  const charges = cents(totals, "cbc:ChargeTotalAmount");
  rule("BR-CO-13", cents(totals, "cbc:TaxExclusiveAmount") === lineSum - allowances + charges);
  const taxSum = subtotals.reduce((sum, sub) => sum + cents(sub, "cbc:TaxAmount"), 0n);
  rule("BR-CO-14", cents(doc, "cac:TaxTotal/cbc:TaxAmount") === taxSum);
  rule("BR-CO-15", cents(totals, "cbc:TaxInclusiveAmount") === cents(totals, "cbc:TaxExclusiveAmount") + taxSum);
  const payable = cents(totals, "cbc:PayableAmount");
  rule(
    "BR-CO-16",
    payable ===
      cents(totals, "cbc:TaxInclusiveAmount") -
        cents(totals, "cbc:PrepaidAmount") +
        cents(totals, "cbc:PayableRoundingAmount"),
  );
  rule("BR-CO-18", subtotals.length > 0);
  rule("BR-CO-25", payable <= 0n || Boolean(text(doc, "cbc:DueDate") ?? text(doc, "cac:PaymentTerms/cbc:Note")));
  const vatIds = (party: XmlNode) =>
    all(party, "cac:PartyTaxScheme").filter((scheme) => text(scheme, "cac:TaxScheme/cbc:ID") === "VAT");
  rule(
    "BR-CO-26",
    Boolean(text(seller, "cac:PartyIdentification/cbc:ID") ?? text(seller, "cac:PartyLegalEntity/cbc:CompanyID")) ||
      vatIds(seller).length > 0,
  );
  for (const scheme of [...vatIds(seller), ...vatIds(buyer)]) {
    rule("BR-CO-09", /^[A-Z]{2}/.test(text(scheme, "cbc:CompanyID") ?? ""), text(scheme, "cbc:CompanyID"));
  }
  for (const means of all(doc, "cac:PaymentMeans")) {
    const code = text(means, "cbc:PaymentMeansCode");
    rule("BR-61", !(code === "30" || code === "58") || Boolean(text(means, "cac:PayeeFinancialAccount/cbc:ID")));
  }
  for (const sub of subtotals) {
    const category = text(sub, "cac:TaxCategory/cbc:ID");
    rule("BR-48", category === "O" || text(sub, "cac:TaxCategory/cbc:Percent") !== undefined, category);
  }
  broken.push(...categoryViolations(doc, line, subtotals, vatIds(seller).length > 0, vatIds(buyer).length > 0));
  return broken;
}
