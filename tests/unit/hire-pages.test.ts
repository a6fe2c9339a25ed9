import { describe, expect, it } from "vitest";

import { hireColumns } from "@/lib/content/footer";
import { findHirePage, HIRE_PAGES, hireHeading, hirePageByLabel } from "@/lib/hire-pages/hire-pages";
import { rateStats } from "@/lib/hire-pages/rate-stats";
import { isBarePath, isNoIndexPath } from "@/lib/layout/bare-path";

describe('the "Hire …" pages\' paths', () => {
  it("gives each of the footer's 23 entries one page, in the footer's order", () => {
    expect(HIRE_PAGES).toHaveLength(23);
    expect(hireColumns.flatMap((column) => column.links.map((link) => link.label))).toEqual(
      HIRE_PAGES.map((page) => page.label),
    );
    expect(new Set(HIRE_PAGES.map((page) => page.path)).size).toBe(23);
  });

  it.each(HIRE_PAGES.map((page) => [page.path]))(
    "keeps %s out of the bare-path rule (header and footer shown, indexable)",
    (path) => {
      expect(isBarePath(path)).toBe(false);
      expect(isNoIndexPath(path)).toBe(false);
      expect(path).toMatch(/^\/(developers|designers|marketers)\/[a-z0-9]+(-[a-z0-9]+)*$/);
    },
  );

  it("links every footer entry to its page", () => {
    const links = hireColumns.flatMap((column) => column.links);
    expect(links.find((link) => link.label === "ReactJs")?.href).toBe("/developers/reactjs");
    expect(links.find((link) => link.label === "UX Researcher")?.href).toBe("/designers/ux-researcher");
    expect(links.find((link) => link.label === "SEO")?.href).toBe("/marketers/seo");
    expect(links.find((link) => link.label === "Lead UI/UX Designer")?.href).toBe("/designers/lead-ui-ux-designer");
  });

  it("matches each page on its own entry's skill first, within the entry's category", () => {
    for (const page of HIRE_PAGES) expect(page.skills[0]).toBe(page.label);
    expect(hirePageByLabel("iOS").categoryId).toBe(1);
    expect(hirePageByLabel("Product Lead").categoryId).toBe(2);
    expect(hirePageByLabel("Video Marketing").categoryId).toBe(3);
  });

  it("finds a page by folder and slug, and nothing for an unknown slug or the wrong folder", () => {
    expect(findHirePage("developers", "reactjs")?.label).toBe("ReactJs");
    expect(findHirePage("developers", "seo")).toBeUndefined();
    expect(findHirePage("marketers", "cobol")).toBeUndefined();
    expect(hireHeading(hirePageByLabel("ReactJs"))).toBe("Hire ReactJs Developers");
  });
});

describe("hourly rate statistics", () => {
  it("takes the middle rate of an odd count", () => {
    expect(rateStats([90, 40, 60])).toEqual({ count: 3, median: 60, min: 40, max: 90 });
  });

  it("takes the mean of the two middle rates of an even count, in whole dollars", () => {
    expect(rateStats([40, 90, 60, 50])).toEqual({ count: 4, median: 55, min: 40, max: 90 });
    expect(rateStats([45, 50])).toEqual({ count: 2, median: 48, min: 45, max: 50 });
  });

  it("gives one rate as median, minimum and maximum, and nothing for no rates", () => {
    expect(rateStats([75])).toEqual({ count: 1, median: 75, min: 75, max: 75 });
    expect(rateStats([])).toBeNull();
  });
});
