import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { clientFaqs, talentFaqs } from "@/lib/content/faqs";
import { companyLinks, COPYRIGHT_YEAR, hireColumns, socialLinks } from "@/lib/content/footer";
import { clientReviews, companyLogos, sampleTalents, talentTestimonials } from "@/lib/content/home";
import { privacyPolicy } from "@/lib/content/legal";
import { progressBar } from "@/lib/content/site";
import { forTalentPage, freshTalentPage } from "@/lib/content/talent-pages";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("home catalogue", () => {
  it("holds 8 company logos, 7 client reviews, 8 sample talents and 16 talent testimonials", () => {
    expect(companyLogos).toHaveLength(8);
    expect(clientReviews).toHaveLength(7);
    expect(sampleTalents).toHaveLength(8);
    expect(talentTestimonials).toHaveLength(16);
  });

  it("prices sample talents from $45 to $90 per hour", () => {
    const rates = sampleTalents.map((talent) => talent.salary);
    expect(Math.min(...rates)).toBe(45);
    expect(Math.max(...rates)).toBe(90);
  });

  it("ships every logo and portrait as a local file", () => {
    for (const src of [...companyLogos.map((l) => l.src), ...sampleTalents.map((t) => t.img)]) {
      expect(src.startsWith("/")).toBe(true);
      expect(fs.existsSync(path.join(publicDir, src))).toBe(true);
    }
  });

  it("has FAQs for clients and for talent, and testimonials with every field", () => {
    expect(clientFaqs.length).toBeGreaterThan(0);
    expect(talentFaqs.length).toBeGreaterThan(0);
    for (const t of talentTestimonials) expect(t.name && t.profession && t.location && t.testimonial).toBeTruthy();
  });

  it("states NPS 8.5 and 2-3 days on both talent pages", () => {
    for (const page of [forTalentPage, freshTalentPage]) {
      expect(page.stats.map((s) => s.value)).toEqual(expect.arrayContaining(["8.5", "2-3 days"]));
      expect(page.vettingSteps.length).toBeGreaterThan(2);
    }
  });

  it("uses the progress bar constants (#266FF1, 4 px, 400 ms)", () => {
    expect(progressBar).toEqual({ color: "#266FF1", height: 4, waitingTimeMs: 400 });
  });

  it("names every browser storage key of the sign-in in the privacy policy", () => {
    const text = JSON.stringify(privacyPolicy);
    for (const key of ["auth_token", "authToken", '"user"', "userType", "sidebarExpanded", "next-auth.session-token"])
      expect(text).toContain(key);
  });
});

describe("footer catalogue", () => {
  const entries = (title: string) => hireColumns.find((c) => c.title === title)?.links.map((l) => l.label);

  it("lists the hire columns in their fixed order and words", () => {
    expect(entries("Hire Software Developers")).toEqual([
      "Angular",
      "Python",
      "ReactJs",
      "PHP",
      "Flutter",
      "Java",
      "iOS",
      "Android",
      "DevOps",
    ]);
    expect(entries("Hire UI/UX Designers")).toEqual([
      "UI Designer",
      "UX Designer",
      "UX Researcher",
      "Product Designer",
      "Product Analyst",
      "Product Lead",
      "Lead UI/UX Designer",
    ]);
    expect(entries("Hire Digital Marketer")).toEqual([
      "SEO",
      "PPC",
      "Content Writer",
      "Social Media Marketer",
      "Keyword Specialist",
      "Affiliate Marketing",
      "Video Marketing",
    ]);
  });

  it("has the link column, the three social links and the 2023 copyright", () => {
    expect(companyLinks.map((l) => l.label)).toEqual([
      "Careers",
      "Blogs",
      "Events",
      "Terms and Conditions",
      "Privacy Policy",
    ]);
    expect(socialLinks.map((l) => l.label)).toEqual(["Instagram", "X", "LinkedIn"]);
    expect(COPYRIGHT_YEAR).toBe(2023);
  });
});
