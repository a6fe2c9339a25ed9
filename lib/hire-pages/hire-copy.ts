import type { HireGroup, HirePage } from "./hire-pages";

/** Each folder's footer column title, shown above the page's heading. */
export const HIRE_GROUP_TITLES: Record<HireGroup, string> = {
  developers: "Hire Software Developers",
  designers: "Hire UI/UX Designers",
  marketers: "Hire Digital Marketer",
};

export const hireCopy = (page: Pick<HirePage, "role" | "label">) => ({
  lead: `Meet vetted remote ${page.role} from the top 3%, at transparent hourly rates. Hourly, project-based or full-time, and hired in 7 days or less.`,
  empty: `We are vetting ${page.role} right now. Tell us who you need and we will introduce the first ones to you.`,
  ratesTitle: `What vetted ${page.role} charge`,
  ratesBasis: (count: number) =>
    `Based on the hourly rates of ${count} vetted talent with ${page.label} skills on the marketplace.`,
  talentTitle: `Vetted ${page.role} ready to join`,
  description: `Hire vetted remote ${page.role}: rates from real profiles, how hiring works, and ${page.label} talent ready to start in 7 days or less.`,
});
