import { sampleTalents } from "@/lib/content/home";
import { catalogueHandle } from "@/lib/profiles/catalogue-handle";
import type { DemoTalent } from "./demo-talent";
import { position } from "./experience-entry";

type Details = Omit<DemoTalent, "firstName" | "lastName" | "handle" | "headline" | "hourlyRate" | "city" | "avatar" | "visibility" | "vetted">;

// The card's name, post, rate, location and portrait are the catalogue's; the rest is theirs alone.
const DETAILS: Record<string, Details> = {
  "Amara Okafor": {
    categoryId: 1, skills: ["ReactJs", "TypeScript", "Next.js", "JavaScript", "Node.js", "GraphQL"], customSkills: ["Storybook"],
    yearsExperience: 8, level: "senior", contractTypes: ["hourly", "full_time"], availability: "full_time", hoursPerWeek: 40,
    country: "NG", timezone: "Africa/Lagos", workHours: { start: "09:00", end: "17:00" },
    bio: "I build fast, accessible React front ends for fintech and SaaS products. For the last eight years I have shipped design systems, checkout flows and dashboards used by millions, and I care as much about the code review and the documentation as about the pixels.\n\nI work best in small product teams that release often.",
    experience: [
      position("Senior Frontend Engineer", "Northwind", "2021-03", null, "Leads the design system (React, TypeScript, Storybook) shared by six product teams; cut bundle size by 38%."),
      position("Frontend Developer", "Lumina", "2017-01", "2021-02", "Built the merchant dashboard and the checkout in React and GraphQL."),
    ],
    jobInterests: ["Frontend Developer", "Full-Stack Developer"], industries: ["Fintech", "SaaS"],
  },
  "Mateo Fernández": {
    categoryId: 1, skills: ["Python", "Django", "PostgreSQL", "FastAPI", "Redis", "Docker"], customSkills: ["Celery"],
    yearsExperience: 9, level: "senior", contractTypes: ["hourly", "project", "full_time"], availability: "full_time", hoursPerWeek: 40,
    country: "AR", timezone: "America/Argentina/Buenos_Aires", workHours: { start: "10:00", end: "18:00" },
    bio: "Backend engineer who likes boring, reliable systems. I design Python services and PostgreSQL schemas that stay fast at scale, write the migrations that keep them running, and leave behind tests and runbooks so the next person on call sleeps well too.",
    experience: [
      position("Staff Backend Engineer", "Quantix", "2020-06", null, "Owns the billing and ledger services (Django, PostgreSQL, Celery); moved them to zero-downtime deploys."),
      position("Backend Developer", "Fernway", "2016-02", "2020-05", "Built the booking API in Django REST Framework and the search on PostgreSQL."),
    ],
    jobInterests: ["Backend Developer", "Data Engineer"], industries: ["Fintech", "Travel & Hospitality"],
  },
  "Priya Raman": {
    categoryId: 2, skills: ["Figma", "Design Systems", "Prototyping", "Product Designer", "User Research", "Wireframing"], customSkills: [],
    yearsExperience: 7, level: "senior", contractTypes: ["project", "full_time"], availability: "full_time", hoursPerWeek: 40,
    country: "IN", timezone: "Asia/Kolkata", workHours: { start: "12:00", end: "20:00" },
    bio: "Product designer turning messy workflows into calm, simple screens. I run discovery with users, prototype in Figma, and stay close to engineering until the feature ships. My design systems have helped teams move twice as fast without losing consistency.",
    experience: [
      position("Lead Product Designer", "Helio Labs", "2021-09", null, "Designed the clinician app end to end and built its Figma design system."),
      position("Product Designer", "Orbitly", "2018-04", "2021-08", "Redesigned onboarding; activation rose from 41% to 63%."),
    ],
    jobInterests: ["Product Designer", "Lead UI/UX Designer"], industries: ["Healthcare", "SaaS"],
  },
  "Lukas Novak": {
    categoryId: 1, skills: ["AWS", "Kubernetes", "Terraform", "DevOps", "Docker", "CI/CD", "Linux"], customSkills: ["Prometheus"],
    yearsExperience: 11, level: "lead", contractTypes: ["hourly", "project"], availability: "hourly", hoursPerWeek: 30,
    country: "CZ", timezone: "Europe/Prague", workHours: { start: "08:00", end: "16:00" },
    bio: "Platform engineer for teams that outgrew their first server. I set up AWS accounts, Kubernetes clusters and Terraform modules that developers can use on their own, with CI/CD, monitoring and cost alerts from day one. Certified AWS Solutions Architect Professional.",
    experience: [
      position("Principal Platform Engineer", "Kestrel", "2019-01", null, "Moved 140 services to EKS with Terraform and Argo CD; halved the cloud bill."),
      position("DevOps Engineer", "Bluepeak", "2014-05", "2018-12", "Built the CI/CD pipelines and the on-call tooling."),
    ],
    jobInterests: ["DevOps Engineer"], industries: ["SaaS", "E-commerce"],
  },
  "Sofia Almeida": {
    categoryId: 2, skills: ["UX Researcher", "Usability Testing", "Journey Mapping", "User Research", "Service Design"], customSkills: ["User Interviews"],
    yearsExperience: 5, level: "mid", contractTypes: ["hourly", "project"], availability: "part_time", hoursPerWeek: 25,
    country: "PT", timezone: "Europe/Lisbon", workHours: { start: "09:30", end: "17:30" },
    bio: "UX researcher who helps product teams decide with evidence. I plan and run interviews, usability tests and diary studies, map the journeys that matter, and turn findings into clear recommendations a team can act on in the next sprint.",
    experience: [
      position("UX Researcher", "Fernway", "2022-02", null, "Runs the research programme for the travel app: 60+ studies a year."),
      position("Junior UX Researcher", "Lumina", "2019-09", "2022-01", "Usability tests and journey maps for the merchant onboarding."),
    ],
    jobInterests: ["UX Researcher", "UX Designer"], industries: ["Travel & Hospitality", "E-commerce"],
  },
  "Daniel Kim": {
    categoryId: 1, skills: ["Flutter", "Android", "iOS", "REST APIs"], customSkills: ["Dart", "Firebase"],
    yearsExperience: 6, level: "mid", contractTypes: ["hourly", "full_time"], availability: "full_time", hoursPerWeek: 40,
    country: "KR", timezone: "Asia/Seoul", workHours: { start: "22:00", end: "06:00" },
    bio: "Mobile developer shipping Flutter apps to both stores from one codebase. I have built fitness, banking and delivery apps with offline sync, push notifications and smooth 60 fps animations. I work nights in Seoul so my day overlaps with teams in the Americas.",
    experience: [
      position("Flutter Developer", "Orbitly", "2021-05", null, "Rebuilt the iOS and Android apps in Flutter; crash-free sessions at 99.8%."),
      position("Android Developer", "Quantix", "2018-03", "2021-04", "Kotlin banking app with biometric login and offline mode."),
    ],
    jobInterests: ["Mobile Developer"], industries: ["Sports & Fitness", "Banking"],
  },
  "Hana Yilmaz": {
    categoryId: 3, skills: ["Technical SEO", "Content Strategy", "Google Analytics", "SEO", "Keyword Specialist", "Link Building"], customSkills: [],
    yearsExperience: 6, level: "mid", contractTypes: ["hourly", "project"], availability: "hourly", hoursPerWeek: 30,
    country: "TR", timezone: "Europe/Istanbul", workHours: { start: "10:00", end: "18:00" },
    bio: "SEO specialist for SaaS and e-commerce sites. I fix the technical foundations (crawl budget, Core Web Vitals, structured data), build keyword-led content strategies, and report on what actually moved revenue. Clients usually see organic sign-ups grow within one quarter.",
    experience: [
      position("SEO Lead", "Bluepeak", "2021-01", null, "Doubled organic sign-ups in 12 months with a technical fix-up and a content hub."),
      position("SEO Specialist", "Helio Labs", "2018-06", "2020-12", "Keyword research, on-page SEO and link building for 40 landing pages."),
    ],
    jobInterests: ["SEO Specialist", "Growth Marketer"], industries: ["SaaS", "E-commerce"],
  },
  "Kwame Mensah": {
    categoryId: 1, skills: ["Java", "Spring Boot", "Angular", "PostgreSQL", "Microservices", "Docker"], customSkills: [],
    yearsExperience: 10, level: "senior", contractTypes: ["full_time", "project"], availability: "full_time", hoursPerWeek: 40,
    country: "GH", timezone: "Africa/Accra", workHours: { start: "08:00", end: "16:00" },
    bio: "Full-stack Java developer building the systems banks and logistics firms run on. Spring Boot microservices on the back, Angular on the front, PostgreSQL underneath, and a habit of writing the integration tests first. I mentor junior developers and enjoy it.",
    experience: [
      position("Senior Software Engineer", "Kestrel", "2020-02", null, "Payments microservices in Spring Boot handling 2M transactions a day."),
      position("Software Engineer", "Northwind", "2015-07", "2020-01", "Angular and Spring Boot for the fleet tracking platform."),
    ],
    jobInterests: ["Full-Stack Developer", "Backend Developer"], industries: ["Banking", "Logistics"],
  },
};

/** The 8 sample talents of the home page as demo accounts with complete public profiles. */
export const CATALOGUE_TALENTS: readonly DemoTalent[] = sampleTalents.map((card) => {
  const details = DETAILS[card.name];
  if (!details) throw new Error(`no demo profile for the home page's sample talent ${card.name}`);
  const [firstName = card.name, ...rest] = card.name.split(" ");
  return {
    ...details,
    firstName,
    lastName: rest.join(" "),
    handle: catalogueHandle(card),
    headline: card.post,
    hourlyRate: card.salary,
    city: card.location.split(",")[0]?.trim() ?? card.location,
    visibility: "public",
    avatar: { file: card.img },
    // The home page calls them vetted: so they are.
    vetted: true,
  };
});
