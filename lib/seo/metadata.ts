import type { Metadata } from "next";

import { site } from "@/lib/content/site";

type PageSeo = {
  /** The page's own title; the root layout's template appends the site name. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/jobs"; becomes the canonical URL against the site's metadataBase. */
  path: string;
  noIndex?: boolean;
  /** An article's Open Graph facts: its day of publication (YYYY-MM-DD) and its author. */
  article?: { publishedTime: string; author: string };
  /** A feed announced to readers and browsers: `<link rel="alternate" type="application/rss+xml">`. */
  rss?: { title: string; path: string };
};

// app/opengraph-image.tsx renders this at build time. Pages set their own openGraph object, which replaces
// the inherited one, so the image is named here explicitly.
const socialImage = { url: "/opengraph-image", width: 1200, height: 630, alt: `${site.name}: ${site.tagline}` };

/** The one metadata helper every page uses: title, description, canonical URL and Open Graph. */
export function createMetadata({ title, description, path, noIndex = false, article, rss }: PageSeo): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: path,
      ...(rss ? { types: { "application/rss+xml": [{ url: rss.path, title: rss.title }] } } : {}),
    },
    openGraph: {
      ...(article
        ? { type: "article", publishedTime: article.publishedTime, authors: [article.author] }
        : { type: "website" }),
      siteName: site.name,
      locale: "en_US",
      title: `${title} | ${site.name}`,
      description,
      url: path,
      images: [socialImage],
    },
    twitter: { card: "summary_large_image", title: `${title} | ${site.name}`, description, images: [socialImage] },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}
