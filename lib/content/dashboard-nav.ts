/** The sidebars of the signed-in areas: one list per area, drawn by components/dashboard. */

export type DashboardIcon =
  | "overview"
  | "profile"
  | "account"
  | "applications"
  | "saved"
  | "jobs"
  | "company"
  | "talent"
  | "shortlists"
  | "vetting"
  | "accounts"
  | "audit"
  | "metrics"
  | "mail"
  | "notifications"
  | "messages"
  | "reviews"
  | "engagements"
  | "runs"
  | "timesheets"
  | "billing"
  | "invoices"
  | "payouts";

export type DashboardNavItem = {
  label: string;
  href: string;
  icon: DashboardIcon;
  /** Shows this side's unread message total as a badge. */
  unreadOf?: "talent" | "client";
};

export type DashboardArea = "talent" | "recruiter" | "admin";

export const DASHBOARD_NAV: Record<DashboardArea, readonly DashboardNavItem[]> = {
  talent: [
    { label: "Overview", href: "/talent", icon: "overview" },
    { label: "Applications", href: "/talent/applications", icon: "applications" },
    { label: "Messages", href: "/talent/messages", icon: "messages", unreadOf: "talent" },
    { label: "Engagements", href: "/talent/engagements", icon: "engagements" },
    { label: "Payouts", href: "/talent/payouts", icon: "payouts" },
    { label: "Saved jobs", href: "/talent/saved-jobs", icon: "saved" },
    { label: "Profile", href: "/talent/profile", icon: "profile" },
    { label: "Account", href: "/talent/account", icon: "account" },
  ],
  recruiter: [
    { label: "Overview", href: "/recruiter", icon: "overview" },
    { label: "Jobs", href: "/recruiter/jobs", icon: "jobs" },
    { label: "Messages", href: "/recruiter/messages", icon: "messages", unreadOf: "client" },
    { label: "Engagements", href: "/recruiter/engagements", icon: "engagements" },
    { label: "Timesheets", href: "/recruiter/timesheets", icon: "timesheets" },
    { label: "Billing", href: "/recruiter/billing", icon: "billing" },
    { label: "Find talent", href: "/recruiter/talent", icon: "talent" },
    { label: "Shortlists", href: "/recruiter/shortlists", icon: "shortlists" },
    { label: "Company", href: "/recruiter/company", icon: "company" },
    { label: "Account", href: "/recruiter/account", icon: "account" },
  ],
  admin: [
    { label: "Vetting", href: "/admin/vetting", icon: "vetting" },
    { label: "Jobs", href: "/admin/jobs", icon: "jobs" },
    { label: "Messages", href: "/admin/messages", icon: "messages" },
    { label: "Reviews", href: "/admin/reviews", icon: "reviews" },
    { label: "Timesheet disputes", href: "/admin/timesheets", icon: "timesheets" },
    { label: "Invoices", href: "/admin/invoices", icon: "invoices" },
    { label: "Payouts", href: "/admin/payouts", icon: "payouts" },
    { label: "Accounts", href: "/admin/accounts", icon: "accounts" },
    { label: "Audit log", href: "/admin/audit", icon: "audit" },
    { label: "Metrics", href: "/admin/metrics", icon: "metrics" },
    { label: "Mail", href: "/admin/mail", icon: "mail" },
    { label: "Runs", href: "/admin/runs", icon: "runs" },
    { label: "Notifications", href: "/admin/notifications", icon: "notifications" },
  ],
};

/** The item the current path belongs to: the longest href that is the path or one of its parents. */
export function activeNavHref(items: readonly DashboardNavItem[], pathname: string): string | null {
  const matches = items.filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}

export const SIDEBAR_LABELS = {
  nav: "Workspace",
  collapse: "Collapse sidebar",
  expand: "Expand sidebar",
  openDrawer: "Open navigation",
  closeDrawer: "Close navigation",
  drawerTitle: "Navigation",
  unread: (label: string, count: number) => `${label}, ${count} unread`,
} as const;
