import Link from "next/link";
import { notFound } from "next/navigation";

import { Container } from "@/components/ui/container";
import { BLOG_FEED, blogCopy } from "@/lib/content/blog";
import { createMetadata } from "@/lib/seo/metadata";
import { findBlogPost, listBlogPosts } from "@/lib/server/site-content/blog";

import { PostMeta } from "../_components/post-meta";
import { MarkdownBody } from "../../_components/markdown-body";

type Params = { params: Promise<{ slug: string }> };

// The articles are files in the repository: every one is built ahead, and any other slug is a 404.
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await listBlogPosts()).map((post) => ({ slug: post.slug }));
}

async function postOf(params: Params["params"]) {
  const post = await findBlogPost((await params).slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: Params) {
  const post = await postOf(params);
  return createMetadata({
    title: post.title,
    description: post.summary,
    path: `/blog/${post.slug}`,
    article: { publishedTime: post.date, author: post.author },
    rss: BLOG_FEED,
  });
}

export default async function BlogPostPage({ params }: Params) {
  const post = await postOf(params);
  const others = (await listBlogPosts()).filter((other) => other.slug !== post.slug).slice(0, 3);
  return (
    <Container className="py-12 sm:py-16">
      <article className="mx-auto max-w-3xl" aria-labelledby="post-title">
        <p>
          <Link href="/blog" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            ← {blogCopy.backToBlog}
          </Link>
        </p>
        <h1 id="post-title" className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
          {post.title}
        </h1>
        <div className="mt-5">
          <PostMeta audience={post.audience} date={post.date} author={post.author} authorRole={post.author_role} />
        </div>
        <p className="mt-8 text-lg leading-8 text-ink-muted">{post.summary}</p>
        <MarkdownBody html={post.html} className="mt-8" />
      </article>
      {others.length > 0 ? (
        <nav aria-labelledby="more-posts-title" className="mx-auto mt-16 max-w-3xl border-t border-slate-200 pt-10">
          <h2 id="more-posts-title" className="text-xl font-bold tracking-tight text-ink">
            {blogCopy.moreTitle}
          </h2>
          <ul className="mt-4 space-y-3">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  href={`/blog/${other.slug}`}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Container>
  );
}
