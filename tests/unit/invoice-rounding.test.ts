import { describe, expect, it } from "vitest";

import {
  decimalQuantity,
  divideHalfEven,
  feeBasisPoints,
  hoursAmountMinor,
  prorateHalfEven,
  talentShareMinor,
} from "@/lib/invoices/rounding";

describe("half-even rounding of invoice amounts", () => {
  it("rounds an exact half to the even neighbour, both ways and for negatives", () => {
    expect(divideHalfEven(5n, 2n)).toBe(2n); // 2.5
    expect(divideHalfEven(7n, 2n)).toBe(4n); // 3.5
    expect(divideHalfEven(-5n, 2n)).toBe(-2n);
    expect(divideHalfEven(-7n, 2n)).toBe(-4n);
    expect(divideHalfEven(0n, 7n)).toBe(0n);
  });

  it("rounds anything but a half to the nearest", () => {
    expect(divideHalfEven(251n, 100n)).toBe(3n);
    expect(divideHalfEven(249n, 100n)).toBe(2n);
    expect(divideHalfEven(-251n, 100n)).toBe(-3n);
    expect(divideHalfEven(-249n, 100n)).toBe(-2n);
  });

  it("refuses a denominator that is not positive", () => {
    expect(() => divideHalfEven(1n, 0n)).toThrow(RangeError);
  });

  it("bills 20 minutes at 45.55/h as 15.18 and ties of hours to even", () => {
    expect(hoursAmountMinor(4_555, 20)).toBe(1_518); // 1518.33…
    expect(hoursAmountMinor(4_555, 6)).toBe(456); // 455.5 → 456
    expect(hoursAmountMinor(4_545, 6)).toBe(454); // 454.5 → 454
    expect(hoursAmountMinor(7_500, 90)).toBe(11_250);
  });

  it("prorates a full-time month of 13 of 30 days once", () => {
    expect(prorateHalfEven(500_000, 13, 30)).toBe(216_667); // 216666.67
    expect(prorateHalfEven(300_015, 13, 30)).toBe(130_006); // 130006.5 → 130006
    expect(prorateHalfEven(300_045, 13, 30)).toBe(130_020); // 130019.5 → 130020
  });

  it("keeps the fee as the difference: the talent's share rounded half-even", () => {
    expect(talentShareMinor(10_001, feeBasisPoints(0))).toBe(10_001);
    expect(talentShareMinor(10_001, feeBasisPoints(10))).toBe(9_001); // 9000.9
    expect(talentShareMinor(15, feeBasisPoints(10))).toBe(14); // 13.5 → 14
    expect(talentShareMinor(25, feeBasisPoints(10))).toBe(22); // 22.5 → 22
    expect(feeBasisPoints(12.5)).toBe(1_250);
    expect(() => feeBasisPoints(101)).toThrow(RangeError);
  });

  it("writes quantities with at most four decimals", () => {
    expect(decimalQuantity(20, 60)).toBe("0.3333");
    expect(decimalQuantity(450, 60)).toBe("7.5");
    expect(decimalQuantity(60, 60)).toBe("1");
    expect(decimalQuantity(-1)).toBe("-1");
    expect(decimalQuantity(13)).toBe("13");
  });
});
