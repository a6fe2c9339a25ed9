import { describe, expect, it } from "vitest";

import { en16931Amount, formatInvoiceMoney, minorToDecimal } from "@/lib/invoices/amounts";

describe("invoice amounts from integer minor units", () => {
  it("writes the exact decimal in the currency's minor digits", () => {
    expect(minorToDecimal(-5, "EUR")).toBe("-0.05");
    expect(minorToDecimal(123_450, "EUR")).toBe("1234.50");
    expect(minorToDecimal(9_007_199_254_740_991, "EUR")).toBe("90071992547409.91");
    expect(minorToDecimal(1_234, "JPY")).toBe("1234");
    expect(minorToDecimal(1_234, "KWD")).toBe("1.234");
    expect(() => minorToDecimal(0.5, "EUR")).toThrow(RangeError);
  });

  it("formats without a float's rounding", () => {
    expect(formatInvoiceMoney(9_007_199_254_740_991, "EUR")).toBe("€90,071,992,547,409.91");
    expect(formatInvoiceMoney(-120_000, "EUR")).toBe("-€1,200.00");
    expect(formatInvoiceMoney(50_000, "JPY")).toBe("¥50,000");
  });

  it("states EN 16931 amounts with two decimals at most", () => {
    expect(en16931Amount(0, "EUR")).toBe("0.00");
    expect(en16931Amount(-1_200, "KWD")).toBe("-1.20");
    expect(en16931Amount(80_500, "JPY")).toBe("80500");
    expect(() => en16931Amount(1_201, "KWD")).toThrow(/two decimals/);
  });
});
