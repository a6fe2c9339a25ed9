import { siteUrl } from "@/lib/server/env";
import { listBlogPosts } from "@/lib/server/site-content/blog";
import { blogRssFeed } from "@/lib/server/site-content/rss";

// Built per request: its links are absolute, on the URL this server is reached at, which the build cannot know.
export const dynamic = "force-dynamic";

// GET /blog/rss.xml – the blog's RSS 2.0 feed
export async function GET() {
  return new Response(blogRssFeed(await listBlogPosts(), siteUrl()), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
