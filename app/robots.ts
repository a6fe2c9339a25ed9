import type { MetadataRoute } from "next";

import { siteUrl } from "@/lib/server/env";

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
