import { BareChrome, SiteChrome } from "@/components/site-chrome";
import { isBarePath } from "@/lib/layout/bare-path";

/**
 * A job's path depends on its slug, and a slug such as "test-automation-engineer" makes "/jobs/test-…"
 * a bare path by the substring rule of lib/layout/bare-path.ts, so this layout applies the rule per request.
 */
export default async function JobLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  const Chrome = isBarePath(`/jobs/${slug}`) ? BareChrome : SiteChrome;
  return <Chrome>{children}</Chrome>;
}
