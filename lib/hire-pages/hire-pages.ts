import type { CategoryId } from "@/lib/content/categories";

/** The three public folders of the "Hire …" pages; none holds a bare-path word (lib/layout/bare-path.ts). */
export type HireGroup = "developers" | "designers" | "marketers";

export type HirePage = {
  /** The footer entry, word for word as the footer shows it (fixed wording: a unit test holds it). */
  label: string;
  group: HireGroup;
  slug: string;
  path: string;
  categoryId: CategoryId;
  /** Who the page hires, e.g. "ReactJs Developers" (the heading is "Hire " + this). */
  role: string;
  /** Skills of the category's catalogue a talent needs one of to be listed; the footer entry's own skill first. */
  skills: readonly string[];
};

type Entry = { label: string; slug: string; role: string; skills: readonly string[] };

const DEVELOPERS: readonly Entry[] = [
  { label: "Angular", slug: "angular", role: "Angular Developers", skills: ["Angular"] },
  { label: "Python", slug: "python", role: "Python Developers", skills: ["Python", "Django", "FastAPI"] },
  { label: "ReactJs", slug: "reactjs", role: "ReactJs Developers", skills: ["ReactJs"] },
  { label: "PHP", slug: "php", role: "PHP Developers", skills: ["PHP", "Laravel"] },
  { label: "Flutter", slug: "flutter", role: "Flutter Developers", skills: ["Flutter"] },
  { label: "Java", slug: "java", role: "Java Developers", skills: ["Java", "Spring Boot"] },
  { label: "iOS", slug: "ios", role: "iOS Developers", skills: ["iOS", "Swift"] },
  { label: "Android", slug: "android", role: "Android Developers", skills: ["Android", "Kotlin"] },
  { label: "DevOps", slug: "devops", role: "DevOps Engineers", skills: ["DevOps"] },
];

const DESIGNERS: readonly Entry[] = [
  { label: "UI Designer", slug: "ui-designer", role: "UI Designers", skills: ["UI Designer"] },
  { label: "UX Designer", slug: "ux-designer", role: "UX Designers", skills: ["UX Designer"] },
  { label: "UX Researcher", slug: "ux-researcher", role: "UX Researchers", skills: ["UX Researcher"] },
  { label: "Product Designer", slug: "product-designer", role: "Product Designers", skills: ["Product Designer"] },
  { label: "Product Analyst", slug: "product-analyst", role: "Product Analysts", skills: ["Product Analyst"] },
  { label: "Product Lead", slug: "product-lead", role: "Product Leads", skills: ["Product Lead"] },
  {
    label: "Lead UI/UX Designer",
    slug: "lead-ui-ux-designer",
    role: "Lead UI/UX Designers",
    skills: ["Lead UI/UX Designer"],
  },
];

const MARKETERS: readonly Entry[] = [
  { label: "SEO", slug: "seo", role: "SEO Specialists", skills: ["SEO", "Technical SEO"] },
  { label: "PPC", slug: "ppc", role: "PPC Specialists", skills: ["PPC"] },
  { label: "Content Writer", slug: "content-writer", role: "Content Writers", skills: ["Content Writer"] },
  {
    label: "Social Media Marketer",
    slug: "social-media-marketer",
    role: "Social Media Marketers",
    skills: ["Social Media Marketer"],
  },
  {
    label: "Keyword Specialist",
    slug: "keyword-specialist",
    role: "Keyword Specialists",
    skills: ["Keyword Specialist"],
  },
  {
    label: "Affiliate Marketing",
    slug: "affiliate-marketing",
    role: "Affiliate Marketers",
    skills: ["Affiliate Marketing"],
  },
  { label: "Video Marketing", slug: "video-marketing", role: "Video Marketers", skills: ["Video Marketing"] },
];

const pages = (group: HireGroup, categoryId: CategoryId, entries: readonly Entry[]): HirePage[] =>
  entries.map((entry) => ({ ...entry, group, categoryId, path: `/${group}/${entry.slug}` }));

/** The footer's 23 "Hire …" entries, column by column in the footer's fixed order, each with its public page. */
export const HIRE_PAGES: readonly HirePage[] = [
  ...pages("developers", 1, DEVELOPERS),
  ...pages("designers", 2, DESIGNERS),
  ...pages("marketers", 3, MARKETERS),
];

export function hirePagesOf(group: HireGroup): HirePage[] {
  return HIRE_PAGES.filter((page) => page.group === group);
}

export function findHirePage(group: HireGroup, slug: string): HirePage | undefined {
  return HIRE_PAGES.find((page) => page.group === group && page.slug === slug);
}

export function hirePageByLabel(label: string): HirePage {
  const page = HIRE_PAGES.find((each) => each.label === label);
  if (!page) throw new Error(`no "Hire …" page for the footer entry ${label}`);
  return page;
}

export const hireHeading = (page: Pick<HirePage, "role">) => `Hire ${page.role}`;
