import "server-only";
import type { CategoryId } from "@/lib/content/categories";

/** Roles a talent of each category can be looking for (the talent signup's "job interests"). */
export const JOB_INTERESTS_BY_CATEGORY: Record<CategoryId, readonly string[]> = {
  1: [
    "Frontend Developer", "Backend Developer", "Full-Stack Developer", "Mobile Developer", "DevOps Engineer",
    "Data Engineer", "Machine Learning Engineer", "QA Engineer", "Game Developer", "Embedded Developer",
    "Blockchain Developer", "Engineering Manager",
  ],
  2: [
    "UI Designer", "UX Designer", "UX Researcher", "Product Designer", "Product Analyst", "Product Lead",
    "Lead UI/UX Designer", "Visual Designer", "Interaction Designer", "Motion Designer", "Design Systems Designer",
    "Brand Designer",
  ],
  3: [
    "SEO Specialist", "PPC Specialist", "Content Writer", "Social Media Marketer", "Keyword Specialist",
    "Affiliate Marketer", "Video Marketer", "Email Marketer", "Growth Marketer", "Marketing Analyst",
    "Community Manager", "Marketing Manager",
  ],
};

export const INDUSTRIES: readonly string[] = [
  "Fintech", "Healthcare", "E-commerce", "Education", "SaaS", "Logistics", "Real Estate", "Travel & Hospitality",
  "Media & Entertainment", "Gaming", "Insurance", "Banking", "Retail", "Manufacturing", "Energy", "Agritech",
  "Automotive", "Telecommunications", "Cybersecurity", "Government", "Non-profit", "Legal",
  "Marketing & Advertising", "Food & Beverage", "Human Resources", "Sports & Fitness", "Biotech", "Crypto & Web3",
];
