import { describe, expect, it } from "vitest";

import { blogRssFeed } from "@/lib/server/site-content/rss";

const posts = [
  {
    slug: "time-zones",
    title: 'Overlap & you: <the> "real" hours',
    date: "2026-11-10",
    summary: "Four hours' overlap, not eight.",
    author: "Tomás Herrera",
  },
  { slug: "vetting", title: "Passing vetting", date: "2026-10-27", summary: "What reviewers check.", author: "Aisha" },
];

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

describe("the blog's RSS feed", () => {
  const xml = blogRssFeed(posts, "https://hireloop.example");
  const doc = parse(xml);

  it("is well-formed RSS 2.0 with a channel and one item per article", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.querySelector("channel");
    for (const required of ["title", "link", "description"])
      expect(channel?.querySelector(`:scope > ${required}`)?.textContent).toBeTruthy();
    expect(doc.querySelectorAll("item")).toHaveLength(2);
  });

  it("links every item absolutely on the site's URL, with a permalink guid and an RFC 822 date", () => {
    const items = Array.from(doc.querySelectorAll("item"));
    expect(items.map((item) => item.querySelector("link")?.textContent)).toEqual([
      "https://hireloop.example/blog/time-zones",
      "https://hireloop.example/blog/vetting",
    ]);
    expect(items[0]?.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
    expect(items[0]?.querySelector("pubDate")?.textContent).toBe("Tue, 10 Nov 2026 12:00:00 GMT");
    expect(doc.querySelector("channel > link")?.textContent).toBe("https://hireloop.example/blog");
    expect(xml).toContain('<atom:link href="https://hireloop.example/blog/rss.xml" rel="self"');
  });

  it("escapes the text it carries", () => {
    expect(doc.querySelector("item > title")?.textContent).toBe(posts[0]?.title);
    expect(xml).not.toContain("<the>");
  });

  it("stays valid with no articles", () => {
    const empty = parse(blogRssFeed([], "http://localhost:3000"));
    expect(empty.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(empty.querySelectorAll("item")).toHaveLength(0);
  });
});
