/** Site-wide identity and navigation. */
export const site = {
  name: "Hireloop",
  tagline: "Vetted remote talent, hired in 7 days or less.",
  description:
    "Hire the top 3% of remote software developers, UI/UX designers and digital marketers in 7 days or less, on hourly, project-based or full-time contracts.",
} as const;

export type NavLink = { label: string; href: string };

/** The header's navigation; FAQ's is rendered by its own component because it scrolls. */
export const headerNav: readonly NavLink[] = [
  { label: "Explore Jobs", href: "/jobs" },
  { label: "For Talent", href: "/for-talent" },
  { label: "Fresh Talent", href: "/fresh-talent" },
];

export const FAQ_SECTION_ID = "faq-section";
export const faqNavLabel = "FAQ's";

/** The top progress bar shown on every route change: colour, height and waiting time (fixed values). */
export const progressBar = { color: "#266FF1", height: 4, waitingTimeMs: 400 } as const;
