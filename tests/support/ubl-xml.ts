import { XMLParser } from "fast-xml-parser";

/** A parsed UBL element: its children by qualified name (always lists), `#text` and `@attributes`. */
export type XmlNode = { [key: string]: XmlNode[] | string };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Amounts and quantities stay text: no float reads "2437.50" as 2437.5.
  parseTagValue: false,
  parseAttributeValue: false,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

/** The document element of a UBL Invoice or CreditNote and which of the two it is. */
export function parseUbl(xml: string): { kind: "Invoice" | "CreditNote"; doc: XmlNode } {
  const parsed = parser.parse(xml) as XmlNode;
  for (const kind of ["Invoice", "CreditNote"] as const) {
    const [doc] = (parsed[kind] as XmlNode[] | undefined) ?? [];
    if (doc) return { kind, doc };
  }
  throw new Error("Neither a UBL Invoice nor a CreditNote.");
}

/** Every element at `path` ("cac:AccountingSupplierParty/cac:Party/cac:PartyName") under `node`. */
export const all = (node: XmlNode, path: string): XmlNode[] =>
  path
    .split("/")
    .reduce<XmlNode[]>((nodes, name) => nodes.flatMap((n) => (n[name] as XmlNode[] | undefined) ?? []), [node]);

export const first = (node: XmlNode, path: string): XmlNode | undefined => all(node, path)[0];

/** The text of the first element at `path`, or undefined when there is none. */
export const text = (node: XmlNode, path: string): string | undefined => {
  const found = first(node, path);
  return found === undefined ? undefined : String(found["#text"] ?? "");
};

/** An attribute of the first element at `path`. */
export const attr = (node: XmlNode, path: string, name: string): string | undefined => {
  const value = first(node, path)?.[`@${name}`];
  return typeof value === "string" ? value : undefined;
};

/** A decimal text → an integer count of 10^-scale units, exactly ("2437.5", 2 → 243750n). */
export function scaledDecimal(value: string, scale: number): bigint {
  const match = /^([-+]?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) throw new Error(`${value} is not a decimal.`);
  const fraction = match[3] ?? "";
  if (fraction.length > scale) throw new Error(`${value} has more than ${scale} decimals.`);
  const digits = BigInt(`${match[2]}${fraction.padEnd(scale, "0")}`);
  return match[1] === "-" ? -digits : digits;
}

/** How many decimals a decimal text has. */
export const decimalsOf = (value: string): number => value.split(".")[1]?.length ?? 0;
