import type { MetadataRoute } from "next";

import { HIRE_PAGES } from "@/lib/hire-pages/hire-pages";
import { profilePath } from "@/lib/profiles/profile-path";
import { publicPages } from "@/lib/seo/public-pages";
import { listCompanySlugsWithOpenJobs } from "@/lib/server/companies/public-company";
import { getDb } from "@/lib/server/db/client";
import { siteUrl } from "@/lib/server/env";
import { listAllOpenJobSlugs } from "@/lib/server/jobs";
import { listPublicProfileHandles } from "@/lib/server/profiles/public-handles";
import { listBlogPosts } from "@/lib/server/site-content/blog";

// Rendered per request so the build never needs the database.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const pages: MetadataRoute.Sitemap = publicPages.map((page) => ({
    url: `${origin}${page.path}`,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
  const db = await getDb();
  // Only companies hiring now: a page with no open job offers a searcher nothing, and closed jobs leave the
  // sitemap too, so a company leaves it with its last open job and returns with its next one.
  const [jobs, profiles, companies, posts] = await Promise.all([
    listAllOpenJobSlugs(db),
    listPublicProfileHandles(db),
    listCompanySlugsWithOpenJobs(db),
    listBlogPosts(),
  ]);
  return [
    ...pages,
    ...HIRE_PAGES.map((page) => ({ url: `${origin}${page.path}`, changeFrequency: "weekly" as const, priority: 0.8 })),
    ...posts.map((post) => ({
      url: `${origin}/blog/${post.slug}`,
      lastModified: post.date,
      changeFrequency: "yearly" as const,
      priority: 0.6,
    })),
    ...jobs.map((job) => ({
      url: `${origin}/jobs/${job.slug}`,
      lastModified: job.postedAt,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...profiles.map((profile) => ({
      url: `${origin}${profilePath(profile.handle)}`,
      lastModified: profile.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...companies.map((company) => ({
      url: `${origin}/companies/${company.slug}`,
      lastModified: company.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
  ];
}
