import { BLOG_FEED, blogCopy } from "@/lib/content/blog";

type FeedPost = { slug: string; title: string; date: string; summary: string; author: string };

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!,
  );

/** RFC 822 dates, as RSS 2.0 requires: an article's date is noon UTC of its day. */
const rfc822 = (date: string) => new Date(`${date}T12:00:00Z`).toUTCString();

/**
 * The blog's RSS 2.0 feed. Every link is absolute, built on `origin` (the site's URL, siteUrl()), since a
 * feed reader has no page to resolve a relative link against.
 */
export function blogRssFeed(posts: readonly FeedPost[], origin: string): string {
  const blogUrl = `${origin}/blog`;
  const items = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.summary)}</description>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(BLOG_FEED.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(blogCopy.description)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...lastBuild,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
