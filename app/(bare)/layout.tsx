// Every route in this group is a bare path by lib/layout/bare-path.ts (tests/unit/route-groups.test.ts checks it).
// No public header or footer; each page draws its own landmarks: BarePageShell for the sign-in screens,
// DashboardShell (a top bar, the sidebar's nav, then main) for the signed-in areas.
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return children;
}
