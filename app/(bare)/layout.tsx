import { BareChrome } from "@/components/site-chrome";

// Every route in this group is a bare path by lib/layout/bare-path.ts (tests/unit/route-groups.test.ts checks it).
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return <BareChrome>{children}</BareChrome>;
}
