import { describe, expect, it } from "vitest";

import { listBlogPosts } from "@/lib/server/site-content/blog";
import { listOpenRoles } from "@/lib/server/site-content/careers";
import { parseEntry } from "@/lib/server/site-content/collection";
import { listEvents, splitEvents } from "@/lib/server/site-content/events";
import { renderMarkdown } from "@/lib/server/site-content/markdown";
import { blogPostFrontMatterSchema, eventFrontMatterSchema } from "@/lib/validation/site-content";

const post = (frontMatter: string, body = "Some text.") => `---\n${frontMatter}\n---\n${body}\n`;
const validPost = [
  'title: "Hiring across time zones"',
  'date: "2026-10-06"',
  'summary: "How many shared hours a team needs."',
  'author: "Marta Oliveira"',
  'author_role: "Head of Talent Matching"',
  'audience: "clients"',
].join("\n");

describe("Markdown from content/", () => {
  it("escapes raw HTML instead of passing it through", () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses script and data links, and keeps external links from reaching back", () => {
    const html = renderMarkdown("[a](javascript:alert(1)) [b](data:text/html,hi) [c](https://example.com) [d](/jobs)");
    expect(html).not.toMatch(/href="(javascript|data):/);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">c</a>');
    expect(html).toContain('<a href="/jobs">d</a>');
  });

  it("renders headings, lists, quotes and tables", () => {
    const html = renderMarkdown("## Step\n\n- one\n- two\n\n> quoted\n\n| a | b |\n| - | - |\n| 1 | 2 |");
    expect(html).toMatch(/<h2>Step<\/h2>[\s\S]*<ul>[\s\S]*<blockquote>[\s\S]*<table>/);
  });

  it("moves headings down for a body shown in a card under an h3", () => {
    expect(renderMarkdown("## Bring\n\n### Notes", 2)).toBe("<h4>Bring</h4>\n<h5>Notes</h5>\n");
  });

  it("refuses a level-1 heading: the title is the page's only h1", () => {
    expect(() => renderMarkdown("# Another title")).toThrow(/level-1 heading/);
  });
});

describe("front matter", () => {
  it("parses a file into its checked front matter, slug and HTML", () => {
    const entry = parseEntry(
      "content/blog/time-zones.md",
      post(validPost, "## Why\n\nBecause."),
      blogPostFrontMatterSchema,
    );
    expect(entry).toMatchObject({ slug: "time-zones", title: "Hiring across time zones", date: "2026-10-06" });
    expect(entry.html).toContain("<h2>Why</h2>");
  });

  it.each([
    ["a missing author", validPost.replace(/^author: .*$/m, ""), /author/],
    ["a date that is not YYYY-MM-DD", validPost.replace('"2026-10-06"', '"6 October 2026"'), /date/],
    ["an unknown audience", validPost.replace('"clients"', '"everyone"'), /audience/],
    ["an unknown field", `${validPost}\ntags: "x"`, /tags|Unrecognized/],
    ["a number for a date", validPost.replace('"2026-10-06"', "20261006"), /date/],
  ])("names the file and the field on %s", (_, frontMatter, field) => {
    const load = () => parseEntry("content/blog/bad.md", post(frontMatter), blogPostFrontMatterSchema);
    expect(load).toThrow(/^content\/blog\/bad\.md has front matter that does not fit/);
    expect(load).toThrow(field);
  });

  it("refuses a file without front matter and a file name that is not a slug", () => {
    expect(() => parseEntry("content/blog/a.md", "Just text", blogPostFrontMatterSchema)).toThrow(/no front matter/);
    expect(() => parseEntry("content/blog/My Post.md", post(validPost), blogPostFrontMatterSchema)).toThrow(
      /not a slug/,
    );
  });

  it("wants an event's start in UTC, a real time zone and a link when it is online", () => {
    const event = {
      title: "Office hours",
      start: "2026-12-10T14:00:00Z",
      duration_minutes: 60,
      time_zone: "America/Sao_Paulo",
      format: "online",
      location: "Online",
      link: "https://meet.hireloop.example/x",
      summary: "Questions answered.",
      host: "Aisha Bello",
      audience: "talent",
    };
    expect(eventFrontMatterSchema.safeParse(event).success).toBe(true);
    const issues = (change: object) =>
      eventFrontMatterSchema.safeParse({ ...event, ...change }).error?.issues.map((issue) => issue.path.join("."));
    expect(issues({ start: "2026-12-10T14:00:00+01:00" })).toEqual(["start"]);
    expect(issues({ time_zone: "Mars/Olympus" })).toEqual(["time_zone"]);
    expect(issues({ link: undefined })).toEqual(["link"]);
    expect(issues({ link: "javascript:alert(1)" })).toEqual(["link"]);
    expect(issues({ format: "in_person", link: undefined })).toBeUndefined();
  });
});

describe("the content in the repository", () => {
  it("has at least three articles, for clients and for talent, newest first, with no raw HTML", async () => {
    const posts = await listBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(posts.map((p) => p.audience))).toEqual(new Set(["clients", "talent"]));
    expect(posts.map((p) => p.date)).toEqual(
      posts
        .map((p) => p.date)
        .sort()
        .reverse(),
    );
    for (const p of posts) expect(p.html).not.toMatch(/<(script|iframe|img|style|h1)\b/);
  });

  it("has open roles at Hireloop and events, some past and some upcoming as of 26 November 2026", async () => {
    expect((await listOpenRoles()).length).toBeGreaterThanOrEqual(2);
    const events = await listEvents();
    expect(events.length).toBeGreaterThanOrEqual(3);
    const { upcoming, past } = splitEvents(events, new Date("2026-11-26T12:00:00Z"));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
  });
});

describe("splitEvents", () => {
  const event = (slug: string, start: string, end: string) => ({ slug, start, end });
  const events = [
    event("later", "2026-12-10T14:00:00Z", "2026-12-10T15:00:00Z"),
    event("under-way", "2026-11-26T11:30:00Z", "2026-11-26T12:30:00Z"),
    event("earlier", "2026-09-24T15:00:00Z", "2026-09-24T16:00:00Z"),
    event("just-ended", "2026-11-26T11:00:00Z", "2026-11-26T12:00:00Z"),
    event("soon", "2026-11-30T09:00:00Z", "2026-11-30T10:00:00Z"),
  ];

  it("puts upcoming events soonest first and past ones latest first; one under way is still upcoming", () => {
    const { upcoming, past } = splitEvents(events, new Date("2026-11-26T12:00:00Z"));
    expect(upcoming.map((e) => e.slug)).toEqual(["under-way", "soon", "later"]);
    expect(past.map((e) => e.slug)).toEqual(["just-ended", "earlier"]);
  });

  it("moves every event to the past once it has ended", () => {
    const { upcoming, past } = splitEvents(events, new Date("2027-01-01T00:00:00Z"));
    expect(upcoming).toEqual([]);
    expect(past.map((e) => e.slug)).toEqual(["later", "soon", "under-way", "just-ended", "earlier"]);
  });
});
