import type { NavLink } from "./site";

export type SocialLink = NavLink & { network: "instagram" | "x" | "linkedin" };
export type FooterColumn = { title: string; links: readonly NavLink[] };

export const footerTagline =
  "The remote-hiring marketplace for vetted software developers, UI/UX designers and digital marketers.";

export const socialLinks: readonly SocialLink[] = [
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
  { network: "x", label: "X", href: "https://x.com/" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
];

export const companyLinks: readonly NavLink[] = [
  { label: "Careers", href: "/jobs" },
  { label: "Blogs", href: "/for-talent" },
  { label: "Events", href: "/fresh-talent" },
  { label: "Terms and Conditions", href: "/terms-and-conditions" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

const hireLinks = (entries: readonly string[]): NavLink[] =>
  entries.map((label) => ({ label, href: "/signup/recruiter" }));

export const hireColumns: readonly FooterColumn[] = [
  {
    title: "Hire Software Developers",
    links: hireLinks(["Angular", "Python", "ReactJs", "PHP", "Flutter", "Java", "iOS", "Android", "DevOps"]),
  },
  {
    title: "Hire UI/UX Designers",
    links: hireLinks([
      "UI Designer",
      "UX Designer",
      "UX Researcher",
      "Product Designer",
      "Product Analyst",
      "Product Lead",
      "Lead UI/UX Designer",
    ]),
  },
  {
    title: "Hire Digital Marketer",
    links: hireLinks([
      "SEO",
      "PPC",
      "Content Writer",
      "Social Media Marketer",
      "Keyword Specialist",
      "Affiliate Marketing",
      "Video Marketing",
    ]),
  },
];

export const COPYRIGHT_YEAR = 2023;
