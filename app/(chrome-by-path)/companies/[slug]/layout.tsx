import { BareChrome, SiteChrome } from "@/components/site-chrome";
import { isBarePath } from "@/lib/layout/bare-path";

/** Like a job's path, a company's depends on its slug ("/companies/test-labs" contains "/test"), so the rule runs per request. */
export default async function CompanyLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  const Chrome = isBarePath(`/companies/${slug}`) ? BareChrome : SiteChrome;
  return <Chrome>{children}</Chrome>;
}
