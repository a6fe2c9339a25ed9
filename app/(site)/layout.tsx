import { SiteChrome } from "@/components/site-chrome";

// Every route in this group is a non-bare path by lib/layout/bare-path.ts (tests/unit/route-groups.test.ts checks it).
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
