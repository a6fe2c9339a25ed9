import type { Audience } from "@/lib/validation/site-content";

/** The blog's page copy; the articles themselves are Markdown files in content/blog. */
export const blogCopy = {
  title: "Blog",
  eyebrow: "Hireloop blog",
  heading: "Notes on remote hiring, from both sides of the call",
  description:
    "Practical guides for companies hiring remote developers, designers and marketers, and for the talent they hire: job posts, time-zone overlap, vetting and profiles.",
  rssLabel: "RSS feed",
  backToBlog: "All articles",
  byline: "By",
  moreTitle: "More from the blog",
} as const;

export const audienceLabels: Record<Audience, string> = { clients: "For clients", talent: "For talent" };

/** The blog's RSS feed, announced on its pages. */
export const BLOG_FEED = { title: "Hireloop Blog", path: "/blog/rss.xml" } as const;
