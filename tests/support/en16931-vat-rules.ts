import { all, scaledDecimal, text, type XmlNode } from "./ubl-xml";

/** BR-AE-* (reverse charge) and BR-O-* (not subject to VAT): the categories this platform's invoices use. */
export function categoryViolations(
  doc: XmlNode,
  line: string,
  subtotals: XmlNode[],
  sellerVat: boolean,
  buyerVat: boolean,
): string[] {
  const broken: string[] = [];
  const rule = (id: string, holds: boolean) => {
    if (!holds) broken.push(id);
  };
  const lines = all(doc, line);
  const categoryOf = (node: XmlNode) => text(node, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID");
  const cents = (node: XmlNode, path: string) => scaledDecimal(text(node, path) ?? "0", 2);
  for (const category of ["AE", "O"] as const) {
    const own = lines.filter((item) => categoryOf(item) === category);
    if (own.length === 0) continue;
    const p = `BR-${category}`;
    const breakdowns = subtotals.filter((sub) => text(sub, "cac:TaxCategory/cbc:ID") === category);
    const [breakdown] = breakdowns;
    rule(`${p}-01`, breakdowns.length === 1);
    if (category === "AE") {
      rule(
        `${p}-02`,
        sellerVat &&
          (buyerVat || Boolean(text(doc, "cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID"))),
      );
      rule(
        `${p}-05`,
        own.every((item) => text(item, "cac:Item/cac:ClassifiedTaxCategory/cbc:Percent") === "0"),
      );
    } else {
      rule(`${p}-02`, !sellerVat && !buyerVat);
      rule(
        `${p}-05`,
        own.every((item) => text(item, "cac:Item/cac:ClassifiedTaxCategory/cbc:Percent") === undefined),
      );
      rule(`${p}-11`, subtotals.length === 1);
      rule(
        `${p}-12`,
        lines.every((item) => categoryOf(item) === "O"),
      );
    }
    if (!breakdown) continue;
    const sum = own.reduce((total, item) => total + cents(item, "cbc:LineExtensionAmount"), 0n);
    rule(`${p}-08`, cents(breakdown, "cbc:TaxableAmount") === sum);
    rule(`${p}-09`, cents(breakdown, "cbc:TaxAmount") === 0n);
    rule(
      `${p}-10`,
      Boolean(
        text(breakdown, "cac:TaxCategory/cbc:TaxExemptionReasonCode") ??
        text(breakdown, "cac:TaxCategory/cbc:TaxExemptionReason"),
      ),
    );
  }
  return broken;
}
