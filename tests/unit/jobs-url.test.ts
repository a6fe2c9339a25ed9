import { describe, expect, it } from "vitest";

import { formatRate, jobsHref, pageWindow } from "@/lib/jobs/jobs-url";
import { jobPostingJsonLd, serializeJsonLd } from "@/lib/seo/job-posting";
import type { Job } from "@/lib/validation/jobs";

describe("job board links", () => {
  it("keeps filters, drops empty values and leaves page 1 implicit", () => {
    expect(jobsHref({})).toBe("/jobs");
    expect(jobsHref({ search: "react", category: "", page: "3" })).toBe("/jobs?search=react");
    expect(jobsHref({ search: "react dev", job_type: "hourly" }, 2)).toBe(
      "/jobs?search=react+dev&job_type=hourly&page=2",
    );
  });

  it("shows the first, last and nearby pages with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, null, 4]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });

  it("formats hourly rates", () => {
    expect(formatRate(40, 60)).toBe("$40-$60/h");
    expect(formatRate(50, 50)).toBe("$50/h");
    expect(formatRate(40, 60, "EUR")).toBe("€40-€60/h");
    expect(formatRate(1200, 1500, "GBP")).toBe("£1,200-£1,500/h");
  });
});

describe("JobPosting structured data", () => {
  const job: Job = {
    id: 7,
    slug: "designer-acme",
    title: "Designer",
    company: { name: "Acme", slug: "acme", logo_url: null },
    category: { id: 2, name: "UI/UX Design" },
    description: "Design </script><script>alert(1)</script>",
    skills: ["Figma", "UX"],
    job_type: "full_time",
    experience_level: "senior",
    location: "Remote (Europe)",
    rate_min: 40,
    rate_max: 60,
    currency: "USD",
    posted_at: "2025-01-01T00:00:00.000Z",
    valid_through: null,
    hires_from: { anywhere: true, countries: [], regions: [] },
    overlap: null,
  };

  it("describes a remote job with its hourly salary range", () => {
    const data = jobPostingJsonLd(job, "https://example.com");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Designer",
      datePosted: "2025-01-01T00:00:00.000Z",
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      hiringOrganization: { name: "Acme" },
      baseSalary: { currency: "USD", value: { minValue: 40, maxValue: 60, unitText: "HOUR" } },
    });
  });

  it("cannot close its script tag", () => {
    expect(serializeJsonLd(jobPostingJsonLd(job, "https://example.com"))).not.toContain("</script>");
  });
});
