import { hirePagesOf, type HireGroup } from "@/lib/hire-pages/hire-pages";

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
  { label: "Careers", href: "/careers" },
  { label: "Blogs", href: "/blog" },
  { label: "Events", href: "/events" },
  { label: "Terms and Conditions", href: "/terms-and-conditions" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

// Each entry leads to its "Hire …" page (lib/hire-pages), in a fixed order and wording.
const hireLinks = (group: HireGroup): NavLink[] =>
  hirePagesOf(group).map((page) => ({ label: page.label, href: page.path }));

export const hireColumns: readonly FooterColumn[] = [
  { title: "Hire Software Developers", links: hireLinks("developers") },
  { title: "Hire UI/UX Designers", links: hireLinks("designers") },
  { title: "Hire Digital Marketer", links: hireLinks("marketers") },
];

export const COPYRIGHT_YEAR = 2023;
