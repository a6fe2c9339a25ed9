import type { CategoryId } from "@/lib/content/categories";

/** A role a generated talent can have: the headline, the catalogue skills it draws from, what it is after. */
export type Role = {
  categoryId: CategoryId;
  headline: string;
  skills: readonly string[];
  interests: readonly string[];
  focus: string;
  achievement: string;
};

export const ROLES: readonly Role[] = [
  { categoryId: 1, headline: "Full-Stack TypeScript Developer", skills: ["TypeScript", "ReactJs", "Node.js", "Next.js", "PostgreSQL", "GraphQL", "AWS"], interests: ["Full-Stack Developer", "Frontend Developer"], focus: "web products from the database to the browser", achievement: "cut page load times by half" },
  { categoryId: 1, headline: "Backend Go Engineer", skills: ["Go", "PostgreSQL", "Kafka", "Docker", "Kubernetes", "Microservices", "REST APIs"], interests: ["Backend Developer"], focus: "high-throughput APIs and event pipelines", achievement: "scaled an API from 1k to 40k requests a second" },
  { categoryId: 1, headline: "Mobile Developer (React Native)", skills: ["React Native", "TypeScript", "iOS", "Android", "REST APIs", "JavaScript"], interests: ["Mobile Developer"], focus: "mobile apps that feel native on both platforms", achievement: "took an app from zero to a 4.8-star rating" },
  { categoryId: 1, headline: "Data Engineer", skills: ["Python", "Data Engineering", "PostgreSQL", "Kafka", "AWS", "Docker", "Machine Learning"], interests: ["Data Engineer", "Machine Learning Engineer"], focus: "data pipelines and warehouses analysts can trust", achievement: "replaced nightly batch jobs with streaming in under an hour of lag" },
  { categoryId: 1, headline: "Laravel & Vue.js Developer", skills: ["PHP", "Laravel", "Vue.js", "MySQL", "Redis", "JavaScript", "Docker"], interests: ["Full-Stack Developer", "Backend Developer"], focus: "e-commerce platforms and admin tools", achievement: "migrated a shop of 200k products without downtime" },
  { categoryId: 1, headline: "QA Automation Engineer", skills: ["QA Automation", "Playwright", "TypeScript", "CI/CD", "JavaScript", "Docker"], interests: ["QA Engineer"], focus: "test suites that catch regressions before users do", achievement: "brought release testing from three days to forty minutes" },
  { categoryId: 1, headline: "Cloud & DevOps Engineer", skills: ["DevOps", "AWS", "Azure", "Terraform", "Kubernetes", "CI/CD", "Linux"], interests: ["DevOps Engineer"], focus: "cloud infrastructure as code", achievement: "cut cloud spend by 35% while halving deploy times" },
  { categoryId: 2, headline: "UI Designer", skills: ["UI Designer", "Figma", "Visual Design", "Design Systems", "Typography", "Prototyping"], interests: ["UI Designer", "Visual Designer"], focus: "clean interfaces and the systems behind them", achievement: "unified four products under one component library" },
  { categoryId: 2, headline: "UX Designer", skills: ["UX Designer", "Wireframing", "Prototyping", "User Research", "Information Architecture", "Figma"], interests: ["UX Designer", "Product Designer"], focus: "flows that make complex tasks simple", achievement: "raised checkout completion by 18%" },
  { categoryId: 2, headline: "Product Designer (SaaS)", skills: ["Product Designer", "Figma", "Design Thinking", "Usability Testing", "Interaction Design", "A/B Testing"], interests: ["Product Designer", "Lead UI/UX Designer"], focus: "B2B SaaS products from discovery to delivery", achievement: "designed a dashboard that doubled weekly active use" },
  { categoryId: 2, headline: "Mobile App Designer", skills: ["Mobile App Design", "Figma", "Motion Design", "Prototyping", "Accessibility (WCAG)", "Interaction Design"], interests: ["UI Designer", "Interaction Designer"], focus: "mobile apps with delightful, accessible details", achievement: "shipped an app featured by both app stores" },
  { categoryId: 2, headline: "Brand & Web Designer", skills: ["Branding", "Web Design", "Webflow", "Typography", "Illustration", "Visual Design"], interests: ["Brand Designer", "Visual Designer"], focus: "brands and marketing sites that convert", achievement: "relaunched a brand and site that lifted demo requests by 40%" },
  { categoryId: 3, headline: "PPC Specialist", skills: ["PPC", "Google Ads", "Meta Ads", "LinkedIn Ads", "Google Analytics", "Conversion Rate Optimization"], interests: ["PPC Specialist", "Growth Marketer"], focus: "paid campaigns measured against revenue, not clicks", achievement: "lowered cost per acquisition by 32% in one quarter" },
  { categoryId: 3, headline: "Content Writer & Strategist", skills: ["Content Writer", "Copywriting", "Content Strategy", "SEO", "Keyword Specialist", "Email Marketing"], interests: ["Content Writer"], focus: "articles and guides that rank and get read", achievement: "grew a blog to 300k monthly readers" },
  { categoryId: 3, headline: "Social Media Marketer", skills: ["Social Media Marketer", "TikTok Marketing", "Influencer Marketing", "Community Management", "Video Marketing", "Meta Ads"], interests: ["Social Media Marketer", "Community Manager"], focus: "social channels with an engaged community", achievement: "built an audience of 250k followers from scratch" },
  { categoryId: 3, headline: "Email & Lifecycle Marketer", skills: ["Email Marketing", "Marketing Automation", "Klaviyo", "HubSpot", "Copywriting", "Content Strategy"], interests: ["Email Marketer", "Growth Marketer"], focus: "lifecycle journeys that bring customers back", achievement: "made email 30% of an online shop's revenue" },
  { categoryId: 3, headline: "Growth Marketer", skills: ["Growth Marketing", "Marketing Analytics", "Google Analytics", "Looker Studio", "Conversion Rate Optimization", "SEO"], interests: ["Growth Marketer", "Marketing Analyst"], focus: "experiments across the whole funnel", achievement: "ran 120 experiments that tripled trial sign-ups" },
];

export const EMPLOYERS: readonly string[] = [
  "Northwind", "Lumina", "Quantix", "Bluepeak", "Orbitly", "Fernway", "Helio Labs", "Kestrel",
  "Brightline", "Cobalt Health", "Marlow & Finch", "Tidewater", "Parcel Nine", "Verdant Foods", "Aster Bank",
];

export const INDUSTRY_CHOICES: readonly string[] = [
  "Fintech", "Healthcare", "E-commerce", "Education", "SaaS", "Logistics", "Travel & Hospitality", "Media & Entertainment",
  "Gaming", "Banking", "Retail", "Energy", "Cybersecurity", "Non-profit", "Food & Beverage", "Sports & Fitness",
];
