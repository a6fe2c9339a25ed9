import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { JobEditor } from "@/app/(bare)/(area)/recruiter/jobs/_components/job-editor";
import { hireAgainValues } from "@/app/(bare)/(area)/recruiter/jobs/_components/job-form-schema";
import { HireAgainLinks } from "@/components/engagements/hire-again-links";
import { talentSearchInput, talentSearchQuerySchema } from "@/lib/validation/directory";

import { server } from "../support/auth-api-mocks";
import { clientJob } from "../support/client-job-fixtures";
import { engagement } from "../support/engagement-fixtures";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  server.use(http.get("*/api/client/skills/1", () => HttpResponse.json({ data: [] })));
});

describe("hire again", () => {
  it("links to the new-job form from this job and to the directory filtered by its skills and overlap", () => {
    render(<HireAgainLinks job={engagement().job} />);
    expect(screen.getByRole("link", { name: "Hire again" })).toHaveAttribute("href", "/recruiter/jobs/new?from_job=3");
    const similar = screen.getByRole("link", { name: "Find similar talent" }).getAttribute("href")!;
    const url = new URL(similar, "https://hireloop.test");
    expect(url.pathname).toBe("/recruiter/talent");
    const query = talentSearchQuerySchema.parse(talentSearchInput(url.searchParams));
    expect(query.skills).toEqual(["React", "TypeScript"]);
    expect(query.min_overlap_hours).toBe(3);
  });

  it("leaves the overlap out of the directory's filter when the job requires none", () => {
    render(<HireAgainLinks job={{ id: 4, title: "Designer", skills: [], overlap_min_hours: null }} />);
    expect(screen.getByRole("link", { name: "Find similar talent" })).toHaveAttribute("href", "/recruiter/talent");
  });

  it("prefills the new job's form with the job's fields, but not its closing date", () => {
    const job = clientJob({
      valid_through: "2026-12-31",
      hires_from: { anywhere: false, countries: ["DE"], regions: [] },
      overlap: { timezone: "Europe/Berlin", start: "09:00", end: "17:00", min_hours: 3 },
    });
    const values = hireAgainValues(job);
    expect(values).toMatchObject({
      title: "Senior React Developer",
      category_id: "1",
      skills: ["React", "TypeScript"],
      job_type: "hourly",
      rate_min: "60",
      rate_max: "90",
      currency: "USD",
      valid_through: "",
      hires_anywhere: false,
      hires_countries: ["DE"],
      overlap_required: true,
      overlap_timezone: "Europe/Berlin",
      overlap_min_hours: "3",
    });
    render(<JobEditor company={{ name: "Acme Labs", logo_url: null }} defaults={values} />);
    expect(screen.getByLabelText("Job title")).toHaveValue("Senior React Developer");
    expect(screen.getByLabelText("Description")).toHaveValue(job.description);
    expect(screen.getByLabelText("Minimum rate")).toHaveValue(60);
    expect(screen.getByLabelText("Maximum rate")).toHaveValue(90);
    expect(screen.getByRole("button", { name: "Publish" })).toBeInTheDocument();
  });
});
