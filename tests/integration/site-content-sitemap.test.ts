import { expect, it } from "vitest";

import sitemap from "@/app/sitemap";
import { listBlogPosts } from "@/lib/server/site-content/blog";

import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("the sitemap's content pages", () => {
  it("lists Careers, the blog, each article and Events, on the site's URL", async () => {
    const entries = await sitemap();
    const paths = entries.map((entry) => new URL(entry.url).pathname);
    expect(paths).toEqual(expect.arrayContaining(["/careers", "/blog", "/events"]));
    const posts = await listBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      const entry = entries.find((each) => each.url.endsWith(`/blog/${post.slug}`));
      expect(entry, post.slug).toMatchObject({ lastModified: post.date });
      expect(entry?.url).toMatch(/^https?:\/\//);
    }
  });
});
