import type { DashboardIcon } from "@/lib/content/dashboard-nav";

const PATHS: Record<DashboardIcon, string> = {
  overview: "M4 13h6V4H4v9Zm0 7h6v-4H4v4Zm10 0h6v-9h-6v9Zm0-16v4h6V4h-6Z",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
  account: "M4 7h16v12H4V7Zm4-3h8v3H8V4Zm0 9h8M8 16h5",
  applications: "M7 3h7l5 5v13H7V3Zm7 0v5h5M10 13h6M10 17h4",
  saved: "M6 3h12v18l-6-4-6 4V3Z",
  jobs: "M4 8h16v11H4V8Zm5-4h6v4H9V4Zm-5 9h16",
  company: "M4 21V5l8-2v18M12 9h8v12M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2M3 21h18",
};

/** A sidebar item's icon, inline so the sidebar needs no image request. */
export function NavIcon({ name, className = "size-5" }: { name: DashboardIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} shrink-0`} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
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
