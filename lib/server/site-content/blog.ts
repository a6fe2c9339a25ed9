import "server-only";

import { blogPostFrontMatterSchema, type BlogPostFrontMatter } from "@/lib/validation/site-content";

import { cachedCollection, loadCollection, type Entry } from "./collection";

export type BlogPost = Entry<BlogPostFrontMatter>;

/** The blog's articles, newest first (by date, then title). */
export const listBlogPosts = cachedCollection(async (): Promise<BlogPost[]> => {
  const posts = await loadCollection("blog", blogPostFrontMatterSchema);
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
});

export async function findBlogPost(slug: string): Promise<BlogPost | undefined> {
  return (await listBlogPosts()).find((post) => post.slug === slug);
}
