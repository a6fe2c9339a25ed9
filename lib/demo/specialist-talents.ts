import { HIRE_PAGES, type HirePage } from "@/lib/hire-pages/hire-pages";
import { slugify } from "@/lib/profiles/handle";

import type { DemoTalent } from "./demo-talent";
import { position } from "./experience-entry";
import { PLACES, WORK_HOURS } from "./generated-places";
import { EMPLOYERS, INDUSTRY_CHOICES } from "./generated-roles";
import { seededRandom, type Random } from "./prng";

const SEED = 20_261_124;
const YEAR = 2025;

/** What a specialist for one footer entry does: the post, the catalogue skills that go with it, the work. */
type Specialty = { headline: string; companions: readonly string[]; focus: string; achievement: string };

const SPECIALTIES: Record<string, Specialty> = {
  Angular: {
    headline: "Angular Developer",
    companions: ["TypeScript", "JavaScript", "Node.js", "REST APIs", "GraphQL"],
    focus: "enterprise web apps with Angular and RxJS",
    achievement: "moved a banking portal from AngularJS to Angular without a freeze",
  },
  Python: {
    headline: "Python Backend Developer",
    companions: ["Django", "FastAPI", "PostgreSQL", "Redis", "Docker"],
    focus: "Python services and the APIs around them",
    achievement: "cut an API's p95 latency from 900 ms to 120 ms",
  },
  ReactJs: {
    headline: "React Frontend Developer",
    companions: ["TypeScript", "JavaScript", "Next.js", "GraphQL", "Node.js"],
    focus: "fast, accessible React front ends",
    achievement: "rebuilt a checkout in React that raised conversion by 12%",
  },
  PHP: {
    headline: "PHP & Laravel Developer",
    companions: ["Laravel", "MySQL", "Redis", "Vue.js", "JavaScript"],
    focus: "PHP platforms that stay maintainable",
    achievement: "upgraded a PHP 5 monolith to Laravel 11 in stages",
  },
  Flutter: {
    headline: "Flutter Developer",
    companions: ["Android", "iOS", "REST APIs", "Kotlin", "Swift"],
    focus: "cross-platform mobile apps from one codebase",
    achievement: "shipped a delivery app to both stores in ten weeks",
  },
  Java: {
    headline: "Java Backend Engineer",
    companions: ["Spring Boot", "PostgreSQL", "Microservices", "Kafka", "Docker"],
    focus: "Java services for payments and logistics",
    achievement: "split a monolith into twelve Spring Boot services",
  },
  iOS: {
    headline: "iOS Developer",
    companions: ["Swift", "REST APIs", "CI/CD", "Flutter", "GraphQL"],
    focus: "native iOS apps people keep on their home screen",
    achievement: "took crash-free sessions from 97% to 99.9%",
  },
  Android: {
    headline: "Android Developer",
    companions: ["Kotlin", "REST APIs", "CI/CD", "Flutter", "Java"],
    focus: "native Android apps in Kotlin",
    achievement: "halved an app's cold start time on low-end phones",
  },
  DevOps: {
    headline: "DevOps Engineer",
    companions: ["AWS", "Kubernetes", "Terraform", "CI/CD", "Linux", "Docker"],
    focus: "cloud platforms, pipelines and on-call that works",
    achievement: "brought deploys from weekly to forty a day",
  },
  "UI Designer": {
    headline: "UI Designer",
    companions: ["Figma", "Visual Design", "Design Systems", "Typography"],
    focus: "clean interfaces and the component libraries behind them",
    achievement: "unified three apps under one design system",
  },
  "UX Designer": {
    headline: "UX Designer",
    companions: ["Wireframing", "Prototyping", "User Research", "Figma"],
    focus: "flows that make complex tasks simple",
    achievement: "raised onboarding completion by 22%",
  },
  "UX Researcher": {
    headline: "UX Researcher",
    companions: ["User Research", "Usability Testing", "Journey Mapping", "Service Design"],
    focus: "research that product teams act on",
    achievement: "ran the study that reshaped a product's roadmap",
  },
  "Product Designer": {
    headline: "Product Designer",
    companions: ["Figma", "Design Thinking", "Interaction Design", "Prototyping"],
    focus: "SaaS products from discovery to delivery",
    achievement: "designed a dashboard that doubled weekly active use",
  },
  "Product Analyst": {
    headline: "Product Analyst",
    companions: ["A/B Testing", "User Research", "Design Thinking", "Journey Mapping"],
    focus: "product decisions backed by data",
    achievement: "found the funnel step that cost a third of trials",
  },
  "Product Lead": {
    headline: "Product Lead",
    companions: ["Design Thinking", "Design Ops", "User Research", "A/B Testing"],
    focus: "product teams shipping what users need",
    achievement: "led a team of nine through a successful relaunch",
  },
  "Lead UI/UX Designer": {
    headline: "Lead UI/UX Designer",
    companions: ["Design Systems", "Figma", "Design Ops", "Interaction Design"],
    focus: "design teams and the systems they share",
    achievement: "grew a design team from two to eight",
  },
  SEO: {
    headline: "SEO Specialist",
    companions: ["Technical SEO", "Link Building", "Google Analytics", "Content Strategy"],
    focus: "organic growth for SaaS and e-commerce sites",
    achievement: "tripled organic sign-ups in a year",
  },
  PPC: {
    headline: "PPC Specialist",
    companions: ["Google Ads", "Meta Ads", "LinkedIn Ads", "Conversion Rate Optimization"],
    focus: "paid campaigns measured against revenue",
    achievement: "lowered cost per acquisition by 35%",
  },
  "Content Writer": {
    headline: "Content Writer",
    companions: ["Copywriting", "Content Strategy", "Email Marketing", "Product Marketing"],
    focus: "articles and guides that rank and get read",
    achievement: "grew a blog to 250k monthly readers",
  },
  "Social Media Marketer": {
    headline: "Social Media Marketer",
    companions: ["TikTok Marketing", "Influencer Marketing", "Community Management", "Meta Ads"],
    focus: "social channels with an engaged community",
    achievement: "built an audience of 180k followers from scratch",
  },
  "Keyword Specialist": {
    headline: "Keyword Research Specialist",
    companions: ["Technical SEO", "Content Strategy", "Google Analytics", "Looker Studio"],
    focus: "keyword maps that guide a whole content plan",
    achievement: "mapped 4,000 keywords into a plan that doubled traffic",
  },
  "Affiliate Marketing": {
    headline: "Affiliate Marketing Manager",
    companions: ["Growth Marketing", "Marketing Analytics", "Shopify", "Amazon Marketplace"],
    focus: "affiliate programmes that pay for themselves",
    achievement: "grew affiliate revenue to a fifth of online sales",
  },
  "Video Marketing": {
    headline: "Video Marketer",
    companions: ["YouTube Marketing", "TikTok Marketing", "Content Strategy", "Brand Strategy"],
    focus: "video that explains, sells and gets shared",
    achievement: "made a product video series with 3M views",
  },
};

const LEVELS = [
  { level: "mid", years: [3, 5] },
  { level: "senior", years: [6, 10] },
  { level: "lead", years: [10, 14] },
] as const;

/**
 * Who may see specialist `index` of footer entry `entry`: the first always anyone; the second recruiters
 * only for every fourth entry and hidden for two, so each page has public cards and some left out.
 */
function visibilityOf(entry: number, index: number): DemoTalent["visibility"] {
  if (index === 0) return "public";
  if (entry % 4 === 0) return "recruiters";
  return entry === 6 || entry === 17 ? "hidden" : "public";
}

function specialist(
  random: Random,
  page: HirePage,
  next: HirePage,
  entry: number,
  index: number,
  taken: Set<string>,
): DemoTalent {
  const specialty = SPECIALTIES[page.label];
  if (!specialty) throw new Error(`no specialty for the footer entry ${page.label}`);
  let place = random.pick(PLACES);
  let firstName = random.pick(place.firstNames);
  let lastName = random.pick(place.lastNames);
  while (taken.has(slugify(`${firstName} ${lastName}`))) {
    place = random.pick(PLACES);
    firstName = random.pick(place.firstNames);
    lastName = random.pick(place.lastNames);
  }
  const handle = slugify(`${firstName} ${lastName}`);
  taken.add(handle);
  const { level, years: range } = random.pick(LEVELS);
  const years = random.int(range[0], range[1]);
  // The entry's own skill, the next entry's in the same column (so each page has specialists of two kinds), then companions.
  const skills = [
    ...new Set([page.skills[0] as string, next.skills[0] as string, ...random.sample(specialty.companions, 3)]),
  ];
  const rate = Math.min(150, Math.round((30 + years * 6 + random.int(0, 25)) / 5) * 5);
  const [current, previous] = random.sample(EMPLOYERS, 2) as [string, string];
  const start = YEAR - Math.max(1, Math.ceil(years / 2));
  const focus = `${specialty.focus[0]?.toUpperCase()}${specialty.focus.slice(1)}`;
  return {
    firstName,
    lastName,
    handle,
    categoryId: page.categoryId,
    headline: specialty.headline,
    skills,
    customSkills: [],
    yearsExperience: years,
    level,
    hourlyRate: rate,
    contractTypes: ["hourly", "full_time"],
    availability: "full_time",
    hoursPerWeek: 40,
    country: place.country,
    city: place.city,
    timezone: place.timezone,
    workHours: random.pick(WORK_HOURS),
    bio: [
      `${specialty.headline} with ${years} years of experience in ${specialty.focus}.`,
      `Most recently I ${specialty.achievement}, working with ${skills.slice(0, 3).join(", ")}.`,
      `I work remotely from ${place.city} and overlap with teams in other time zones by design.`,
    ].join(" "),
    experience: [
      position(
        specialty.headline,
        current,
        `${start}-0${random.int(1, 9)}`,
        null,
        `${focus}; ${specialty.achievement}.`,
      ),
      position(
        specialty.headline,
        previous,
        `${YEAR - years}-0${random.int(1, 6)}`,
        `${start - 1}-1${random.int(0, 2)}`,
        `Delivered ${specialty.focus} for ${previous}'s clients.`,
      ),
    ],
    jobInterests: [page.label],
    industries: random.sample(INDUSTRY_CHOICES, 2),
    visibility: visibilityOf(entry, index),
    avatar: { look: 40 + entry * 2 + index },
    vetted: true,
  };
}

/**
 * Two vetted specialists per footer "Hire …" entry, so every one of the 23 pages lists real talent on a
 * fresh install. Each also has the next entry's skill in the same column: every page has four or more.
 */
export function specialistTalents(taken: ReadonlySet<string>): DemoTalent[] {
  const random = seededRandom(SEED);
  const handles = new Set(taken);
  return HIRE_PAGES.flatMap((page, entry) => {
    const column = HIRE_PAGES.filter((each) => each.group === page.group);
    const next = column[(column.indexOf(page) + 1) % column.length] as HirePage;
    return [0, 1].map((index) => specialist(random, page, next, entry, index, handles));
  });
}
