import type { MetadataRoute } from "next";
import { publicPages } from "@/lib/seo/public-pages";
import { env } from "@/lib/server/env";

// Rendered per request so the build never needs the database.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = env().SITE_URL.replace(/\/$/, "");
  return publicPages.map((page) => ({
    url: `${origin}${page.path}`,
    changeFrequency: page.changeFrequency,
    priority: page.priority,
  }));
}
