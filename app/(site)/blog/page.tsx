import Link from "next/link";

import { Container } from "@/components/ui/container";
import { BLOG_FEED, blogCopy } from "@/lib/content/blog";
import { createMetadata } from "@/lib/seo/metadata";
import { listBlogPosts } from "@/lib/server/site-content/blog";

import { ContentHero } from "../_components/content-hero";
import { PostMeta } from "./_components/post-meta";

export const metadata = createMetadata({
  title: blogCopy.title,
  description: blogCopy.description,
  path: "/blog",
  rss: BLOG_FEED,
});

export default async function BlogPage() {
  const posts = await listBlogPosts();
  return (
    <>
      <ContentHero id="blog-title" eyebrow={blogCopy.eyebrow} title={blogCopy.heading} lead={blogCopy.description}>
        <p className="mt-6">
          <a href={BLOG_FEED.path} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            {blogCopy.rssLabel}
          </a>
        </p>
      </ContentHero>
      <Container className="pb-20">
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.slug} className="card flex flex-col p-6 sm:p-8">
              <PostMeta audience={post.audience} date={post.date} author={post.author} />
              <h2 className="mt-4 text-xl font-bold tracking-tight text-ink">
                <Link href={`/blog/${post.slug}`} className="hover:text-brand-700">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 leading-7 text-ink-muted">{post.summary}</p>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
