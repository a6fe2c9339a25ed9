import { cookies } from "next/headers";

import { UserMenu } from "@/components/auth/user-menu";
import { BrandLogo } from "@/components/brand-logo";
import { IntentLink } from "@/components/ui/intent-link";
import { DASHBOARD_NAV, type DashboardArea } from "@/lib/content/dashboard-nav";
import { site } from "@/lib/content/site";
import { SIDEBAR_COOKIE, sidebarExpandedFromCookie } from "@/lib/dashboard/sidebar-cookie";

import { DashboardSidebar } from "./dashboard-sidebar";
import { SidebarDrawer } from "./sidebar-drawer";

const skipLink =
  "sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:shadow";

/**
 * The frame of a signed-in area (talent, recruiter, the manager's console): a top bar with the
 * logo, the phone drawer's button and the user's menu; the area's sidebar; then the page. The sidebar's
 * width comes from its cookie, so the server's HTML is already drawn the way the user left it.
 */
export async function DashboardShell({
  area,
  userName,
  userMenu,
  children,
}: {
  area: DashboardArea;
  userName: string;
  /** The account's menu when it is not a NextAuth session's (the manager's console). */
  userMenu?: React.ReactNode;
  children: React.ReactNode;
}) {
  const initialExpanded = sidebarExpandedFromCookie((await cookies()).get(SIDEBAR_COOKIE)?.value);
  const items = DASHBOARD_NAV[area];
  const brand = (
    <IntentLink
      href="/"
      aria-label={`${site.name} home`}
      className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
    >
      <BrandLogo />
    </IntentLink>
  );

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-5 lg:px-6">
        <a href="#main-content" className={skipLink}>
          Skip to content
        </a>
        <SidebarDrawer items={items} brand={brand} />
        {brand}
        <div className="ml-auto min-w-0">{userMenu ?? <UserMenu name={userName} />}</div>
      </header>
      <div className="flex">
        <DashboardSidebar items={items} initialExpanded={initialExpanded} />
        <main id="main-content" className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:px-10 lg:py-10">
          <div className="mx-auto max-w-6xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
