import type { MetadataRoute } from "next";

import { env } from "@/lib/server/env";

export default function robots(): MetadataRoute.Robots {
  const origin = env().SITE_URL.replace(/\/$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
