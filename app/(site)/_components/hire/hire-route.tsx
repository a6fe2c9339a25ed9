import { notFound } from "next/navigation";
import { connection } from "next/server";

import { hireCopy } from "@/lib/hire-pages/hire-copy";
import { findHirePage, hireHeading, hirePagesOf, type HireGroup } from "@/lib/hire-pages/hire-pages";
import { createMetadata } from "@/lib/seo/metadata";
import { cachedHirePageData } from "@/lib/server/hire-pages/cached-hire-page";

import { HirePageView } from "./hire-page-view";

type Params = { params: Promise<{ slug: string }> };

/**
 * What each folder's [slug] route exports. The slugs are fixed (the footer's entries); any other is a 404.
 * The data comes from a per-instance cache that vetting decisions and profile saves clear (revalidateHirePages),
 * with a minute as the floor. The HTML itself renders per request: the page's inline scripts then carry the
 * request's CSP nonce (a prerendered page's would not match the build's script hashes once regenerated), and the
 * build needs no database.
 */
export function hireRoute(group: HireGroup) {
  const pageOf = async (params: Params["params"]) => {
    const page = findHirePage(group, (await params).slug);
    if (!page) notFound();
    return page;
  };
  return {
    generateStaticParams: () => hirePagesOf(group).map((page) => ({ slug: page.slug })),
    async generateMetadata({ params }: Params) {
      const page = await pageOf(params);
      return createMetadata({ title: hireHeading(page), description: hireCopy(page).description, path: page.path });
    },
    async Page({ params }: Params) {
      const page = await pageOf(params);
      await connection();
      return <HirePageView page={page} data={await cachedHirePageData(page)} />;
    },
  };
}
