import { describe, expect, it } from "vitest";

import { createMetadata } from "@/lib/seo/metadata";

describe("createMetadata", () => {
  it("gives a page its title, description, canonical URL and Open Graph card with the shared image", () => {
    const metadata = createMetadata({ title: "Explore Jobs", description: "Remote roles.", path: "/jobs" });
    expect(metadata).toMatchObject({
      title: "Explore Jobs",
      description: "Remote roles.",
      alternates: { canonical: "/jobs" },
      openGraph: {
        title: "Explore Jobs | Hireloop",
        url: "/jobs",
        images: [{ url: "/opengraph-image", width: 1200, height: 630 }],
      },
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("marks pages that must stay out of search engines", () => {
    expect(createMetadata({ title: "Admin", description: "x", path: "/admin", noIndex: true }).robots).toEqual({
      index: false,
      follow: false,
    });
  });

  it("marks an article as one, with its date and author, and announces a feed", () => {
    const metadata = createMetadata({
      title: "Passing vetting",
      description: "What reviewers check.",
      path: "/blog/passing-vetting",
      article: { publishedTime: "2026-10-27", author: "Aisha Bello" },
      rss: { title: "Hireloop Blog", path: "/blog/rss.xml" },
    });
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      publishedTime: "2026-10-27",
      authors: ["Aisha Bello"],
    });
    expect(metadata.alternates?.types).toEqual({
      "application/rss+xml": [{ url: "/blog/rss.xml", title: "Hireloop Blog" }],
    });
  });
});
