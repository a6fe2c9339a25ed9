import type { DashboardIcon } from "@/lib/content/dashboard-nav";

const PATHS: Record<DashboardIcon, string> = {
  overview: "M4 13h6V4H4v9Zm0 7h6v-4H4v4Zm10 0h6v-9h-6v9Zm0-16v4h6V4h-6Z",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
  account: "M4 7h16v12H4V7Zm4-3h8v3H8V4Zm0 9h8M8 16h5",
  applications: "M7 3h7l5 5v13H7V3Zm7 0v5h5M10 13h6M10 17h4",
  saved: "M6 3h12v18l-6-4-6 4V3Z",
  jobs: "M4 8h16v11H4V8Zm5-4h6v4H9V4Zm-5 9h16",
  company: "M4 21V5l8-2v18M12 9h8v12M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2M3 21h18",
  talent:
    "M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6 9a6 6 0 0 1 8.5-5.5M17.5 20a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm2.2-.8L22 21.5",
  shortlists: "M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01",
  vetting: "M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3Zm-3 9 2 2 4-4",
  accounts:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5a6 6 0 0 1 3 5.5",
  audit: "M8 4h11v16H5V7l3-3Zm0 0v3H5M9 11h7M9 15h7",
  metrics: "M4 20h16M7 16v-5M12 16V6M17 16v-8",
  mail: "M3 6h18v12H3V6Zm0 0 9 7 9-7",
  notifications: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4",
  messages: "M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5",
  reviews: "m12 4 2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8L12 4Z",
  engagements: "M8 11l3 3 5-5M4 6h16v14H4V6Zm4-3v4m8-4v4",
  runs: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2",
  timesheets: "M12 21H5V3h9l4 4v4M14 3v4h4M8 9h6M8 13h3m6.5 8a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm0-5v1.6l1 .9",
  billing: "M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6M9 16h3",
  invoices: "M7 3h7l5 5v13H7V3Zm7 0v5h5M10 12h6M10 16h6M5 7v16h12",
  payouts: "M3 7h16v12H3V7Zm0 0 2-3h12l2 3M16 13h.01M3 11h4",
};

/** A sidebar item's icon, inline so the sidebar needs no image request. */
export function NavIcon({ name, className = "size-5" }: { name: DashboardIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} shrink-0`} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
