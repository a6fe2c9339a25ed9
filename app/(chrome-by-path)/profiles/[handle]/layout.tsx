import { BareChrome, SiteChrome } from "@/components/site-chrome";
import { isBarePath } from "@/lib/layout/bare-path";
import { profilePath } from "@/lib/profiles/profile-path";

/**
 * A profile's path depends on its handle, and a handle such as "talent-x" makes "/profiles/talent-x"
 * contain "/talent", bare by the substring rule of lib/layout/bare-path.ts, so this layout applies it per request.
 */
export default async function ProfileLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ handle: string }>;
}) {
  const { handle } = await params;
  const Chrome = isBarePath(profilePath(handle)) ? BareChrome : SiteChrome;
  return <Chrome>{children}</Chrome>;
}
