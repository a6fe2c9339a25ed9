import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { toJobCardJob } from "@/components/jobs/job-card-job";
import { JobCardView } from "@/components/jobs/job-card-view";
import type { Job } from "@/lib/validation/jobs";
import { useAuthStore } from "@/store/auth-store";

const job: Job = {
  id: 7,
  slug: "senior-react-developer-7",
  title: "Senior React Developer",
  company: { name: "Acme Labs", slug: "acme-labs", logo_url: null },
  category: { id: 1, name: "Software Development" },
  description: "A long description the card never shows. ".repeat(40),
  skills: ["React", "TypeScript"],
  job_type: "full_time",
  experience_level: "senior",
  location: "Remote (Europe)",
  rate_min: 60,
  rate_max: 90,
  currency: "USD",
  posted_at: "2026-11-02T09:30:00.000Z",
  valid_through: "2026-12-31",
  hires_from: { anywhere: false, countries: ["NG"], regions: ["europe"] },
  overlap: { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 3 },
};

beforeEach(() => useAuthStore.setState({ user: null, token: null, isAuthenticated: false }));

describe("a job card's fields", () => {
  it("keeps only what the card shows, leaving the description and remote-fit rules out of the page", () => {
    const card = toJobCardJob(job);
    expect(Object.keys(card).sort()).toEqual(
      [
        "category_name",
        "company_logo_url",
        "company_name",
        "currency",
        "experience_level",
        "job_type",
        "location",
        "posted_at",
        "rate_max",
        "rate_min",
        "skills",
        "slug",
        "title",
      ].sort(),
    );
    expect(JSON.stringify(card)).not.toContain("long description");
  });

  it("shows the title as a link to the job, the company, category, date, facts, skills and a save link", () => {
    render(<JobCardView job={toJobCardJob(job)} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("link", { name: "Senior React Developer" })).toHaveAttribute(
      "href",
      "/jobs/senior-react-developer-7",
    );
    expect(within(card).getByText("Acme Labs · Software Development")).toBeInTheDocument();
    expect(within(card).getByText("Nov 2, 2026")).toHaveAttribute("datetime", "2026-11-02T09:30:00.000Z");
    for (const fact of ["Full-time", "Senior", "Remote (Europe)", "$60-$90/h"])
      expect(within(card).getByText(fact)).toBeInTheDocument();
    expect(
      within(within(card).getByRole("list", { name: "Skills" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["React", "TypeScript"]);
    expect(within(card).getByRole("link", { name: /Save Senior React Developer/ })).toHaveAttribute(
      "href",
      "/login?callbackUrl=%2Fjobs%2Fsenior-react-developer-7",
    );
  });
});
