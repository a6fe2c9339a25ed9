import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import JobLayout from "@/app/(chrome-by-path)/jobs/[slug]/layout";
import ProfileLayout from "@/app/(chrome-by-path)/profiles/[handle]/layout";
import { BareChrome, SiteChrome } from "@/components/site-chrome";
import { isBarePath } from "@/lib/layout/bare-path";

const appDir = path.resolve(import.meta.dirname, "../../app");

/** Every page.tsx under app/, with its route group and its URL path (groups removed). */
function pages(dir = appDir, segments: string[] = []): { group: string | undefined; route: string }[] {
  const found: { group: string | undefined; route: string }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...pages(path.join(dir, entry.name), [...segments, entry.name]));
    else if (entry.name === "page.tsx") {
      const group = segments.find((s) => /^\(.+\)$/.test(s));
      const route = "/" + segments.filter((s) => !/^\(.+\)$/.test(s)).join("/");
      found.push({ group, route });
    }
  }
  return found;
}

describe("route groups agree with the layout rule", () => {
  const all = pages();

  it("finds the site's pages", () => {
    expect(all.map((p) => p.route)).toEqual(
      expect.arrayContaining(["/", "/for-talent", "/jobs", "/login", "/signup/talent", "/admin"]),
    );
  });

  it("puts every page in a group that decides its chrome", () => {
    for (const page of all) expect(["(site)", "(bare)", "(chrome-by-path)"]).toContain(page.group);
  });

  it.each(pages().filter((p) => p.group === "(site)"))("$route in (site) is not a bare path", ({ route }) => {
    expect(isBarePath(route)).toBe(false);
  });

  it.each(pages().filter((p) => p.group === "(bare)"))("$route in (bare) is a bare path", ({ route }) => {
    expect(isBarePath(route)).toBe(true);
  });

  it("decides a job page's chrome from its slug", async () => {
    const render = (slug: string) => JobLayout({ children: null, params: Promise.resolve({ slug }) });
    expect((await render("senior-react-developer")).type).toBe(SiteChrome);
    expect((await render("test-automation-engineer")).type).toBe(BareChrome);
  });

  it("decides a profile page's chrome from its handle", async () => {
    const render = (handle: string) => ProfileLayout({ children: null, params: Promise.resolve({ handle }) });
    expect((await render("amara-okafor")).type).toBe(SiteChrome);
    expect((await render("talent-x")).type).toBe(BareChrome);
    expect((await render("admin-ada")).type).toBe(BareChrome);
  });
});
