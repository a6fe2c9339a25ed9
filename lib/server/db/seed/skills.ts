import "server-only";
import type { CategoryId } from "@/lib/content/categories";

/** The skills catalogue per category; the footer's lists come first. Job seeds use these names. */
export const SKILLS_BY_CATEGORY: Record<CategoryId, readonly string[]> = {
  1: [
    "Angular", "Python", "ReactJs", "PHP", "Flutter", "Java", "iOS", "Android", "DevOps",
    "JavaScript", "TypeScript", "Node.js", "Next.js", "Vue.js", "Svelte", "Go", "Rust", "Ruby on Rails",
    "Django", "FastAPI", "Laravel", "Spring Boot", "Kotlin", "Swift", "React Native", ".NET", "C#", "C++",
    "PostgreSQL", "MySQL", "MongoDB", "Redis", "GraphQL", "REST APIs", "AWS", "Google Cloud", "Azure",
    "Docker", "Kubernetes", "Terraform", "CI/CD", "Linux", "Machine Learning", "Data Engineering",
    "Elixir", "Scala", "Unity", "Solidity", "QA Automation", "Playwright", "Microservices", "Kafka",
  ],
  2: [
    "UI Designer", "UX Designer", "UX Researcher", "Product Designer", "Product Analyst", "Product Lead",
    "Lead UI/UX Designer", "Figma", "Sketch", "Adobe XD", "Prototyping", "Wireframing", "Design Systems",
    "User Research", "Usability Testing", "Interaction Design", "Visual Design", "Information Architecture",
    "Accessibility (WCAG)", "Motion Design", "Mobile App Design", "Web Design", "Design Thinking",
    "Journey Mapping", "Illustration", "Framer", "Webflow", "Branding", "Typography", "A/B Testing",
    "Service Design", "Design Ops",
  ],
  3: [
    "SEO", "PPC", "Content Writer", "Social Media Marketer", "Keyword Specialist", "Affiliate Marketing",
    "Video Marketing", "Google Ads", "Meta Ads", "LinkedIn Ads", "Email Marketing", "Marketing Automation",
    "HubSpot", "Google Analytics", "Copywriting", "Content Strategy", "Conversion Rate Optimization",
    "Link Building", "Technical SEO", "Influencer Marketing", "TikTok Marketing", "YouTube Marketing",
    "Community Management", "Growth Marketing", "Marketing Analytics", "Amazon Marketplace", "Shopify",
    "Public Relations", "Brand Strategy", "Klaviyo", "Looker Studio", "Product Marketing",
  ],
};
