import { describe, expect, it } from "vitest";

import { jobPostingJsonLd, serializeJsonLd } from "@/lib/seo/job-posting";
import type { Job } from "@/lib/validation/jobs";

const job: Job = {
  id: 7,
  slug: "senior-react-developer-lumen-health",
  title: "Senior React developer",
  company: { name: "Lumen Health", slug: "lumen-health", logo_url: null },
  category: { id: 1, name: "Software Development" },
  description: "Build our web app </script><script>alert(1)</script>.",
  skills: ["ReactJs", "TypeScript"],
  job_type: "hourly",
  experience_level: "senior",
  location: "Worldwide",
  rate_min: 60,
  rate_max: 90,
  currency: "USD",
  posted_at: "2026-11-01T09:00:00.000Z",
  valid_through: null,
  hires_from: { anywhere: true, countries: [], regions: [] },
  overlap: null,
};

const ORIGIN = "https://hire.example";

describe("the JobPosting JSON-LD of a job page", () => {
  it("says the job is remote, applied for on the page, and hired for by the company's page", () => {
    const data = jobPostingJsonLd(job, ORIGIN);
    expect(data).toMatchObject({
      "@type": "JobPosting",
      directApply: true,
      jobLocationType: "TELECOMMUTE",
      url: `${ORIGIN}/jobs/${job.slug}`,
      hiringOrganization: {
        "@type": "Organization",
        name: "Lumen Health",
        sameAs: `${ORIGIN}/companies/lumen-health`,
        url: `${ORIGIN}/companies/lumen-health`,
      },
    });
  });

  it("gives validThrough only when the job has a closing date, to the end of that day", () => {
    expect(jobPostingJsonLd(job, ORIGIN)).not.toHaveProperty("validThrough");
    expect(jobPostingJsonLd({ ...job, valid_through: "2026-12-31" }, ORIGIN)).toHaveProperty(
      "validThrough",
      "2026-12-31T23:59:59Z",
    );
  });

  it("names the organisation without a page when the job has no company", () => {
    const { hiringOrganization } = jobPostingJsonLd(
      { ...job, company: { name: "Acme", slug: null, logo_url: "https://cdn.example/acme.png" } },
      ORIGIN,
    );
    expect(hiringOrganization).toEqual({ "@type": "Organization", name: "Acme", logo: "https://cdn.example/acme.png" });
    const uploaded = jobPostingJsonLd(
      { ...job, company: { name: "Acme", slug: null, logo_url: "/api/files/42" } },
      ORIGIN,
    ).hiringOrganization;
    expect(uploaded.logo).toBe(`${ORIGIN}/api/files/42`);
  });

  it("lists the countries a job hires from, and none for a job hiring from anywhere", () => {
    expect(jobPostingJsonLd(job, ORIGIN)).not.toHaveProperty("applicantLocationRequirements");
    const limited = jobPostingJsonLd(
      { ...job, hires_from: { anywhere: false, countries: ["NG", "BR"], regions: [] } },
      ORIGIN,
    );
    expect(limited.jobLocationType).toBe("TELECOMMUTE");
    expect(limited.applicantLocationRequirements).toEqual([
      { "@type": "Country", name: "Brazil", identifier: "BR" },
      { "@type": "Country", name: "Nigeria", identifier: "NG" },
    ]);
    const europe = jobPostingJsonLd(
      { ...job, hires_from: { anywhere: false, countries: [], regions: ["europe"] } },
      ORIGIN,
    );
    expect(europe.applicantLocationRequirements).toEqual(
      expect.arrayContaining([{ "@type": "Country", name: "Germany", identifier: "DE" }]),
    );
  });

  it("cannot close its script tag", () => {
    expect(serializeJsonLd(jobPostingJsonLd(job, ORIGIN))).not.toContain("</script>");
  });
});
