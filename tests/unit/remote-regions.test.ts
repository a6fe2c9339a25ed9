import { describe, expect, it } from "vitest";

import { COUNTRIES } from "@/lib/content/countries";
import {
  expandHiresFrom,
  hiresFromLabel,
  isRegionId,
  REGION_COUNTRIES,
  REGION_IDS,
  REGION_LABELS,
} from "@/lib/remote/regions";

describe("the hiring regions", () => {
  it("lists only codes the country list knows, each once per region", () => {
    for (const region of REGION_IDS) {
      const codes = REGION_COUNTRIES[region];
      expect(codes.length).toBeGreaterThan(5);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(Object.hasOwn(COUNTRIES, code), `${region}: ${code}`).toBe(true);
    }
  });

  it("labels the six regions as the issue names them", () => {
    expect(REGION_IDS.map((region) => REGION_LABELS[region])).toEqual([
      "Europe",
      "Americas",
      "Latin America",
      "Africa",
      "Middle East",
      "Asia-Pacific",
    ]);
  });

  it("keeps Latin America within the Americas", () => {
    const americas = new Set(REGION_COUNTRIES.americas);
    for (const code of REGION_COUNTRIES.latin_america) expect(americas.has(code), code).toBe(true);
    expect(REGION_COUNTRIES.americas).toEqual(expect.arrayContaining(["US", "CA", "BR", "MX"]));
  });

  it("places the usual countries where a reader expects them", () => {
    expect(REGION_COUNTRIES.europe).toEqual(expect.arrayContaining(["DE", "FR", "GB", "PL", "UA"]));
    expect(REGION_COUNTRIES.africa).toEqual(expect.arrayContaining(["NG", "KE", "ZA", "EG"]));
    expect(REGION_COUNTRIES.middle_east).toEqual(expect.arrayContaining(["AE", "SA", "IL"]));
    expect(REGION_COUNTRIES.asia_pacific).toEqual(expect.arrayContaining(["JP", "IN", "AU", "NZ"]));
    expect(REGION_COUNTRIES.europe).not.toContain("NG");
    expect(REGION_COUNTRIES.latin_america).not.toContain("US");
  });

  it("expands countries and regions into one sorted list without repeats", () => {
    const expanded = expandHiresFrom(["NG", "DE"], ["europe"]);
    expect(expanded).toContain("NG");
    expect(expanded.filter((code) => code === "DE")).toHaveLength(1);
    expect(expanded).toEqual([...expanded].sort());
    expect(expanded).toHaveLength(REGION_COUNTRIES.europe.length + 1);
    expect(expandHiresFrom([], [])).toEqual([]);
    expect(expandHiresFrom(["ZZ"], [])).toEqual([]);
  });

  it("reads regions then countries as a sentence", () => {
    expect(hiresFromLabel([], ["europe"])).toBe("Europe");
    expect(hiresFromLabel(["BR", "CA"], ["europe"])).toBe("Europe, Brazil and Canada");
    expect(isRegionId("europe")).toBe(true);
    expect(isRegionId("Europe")).toBe(false);
  });
});
