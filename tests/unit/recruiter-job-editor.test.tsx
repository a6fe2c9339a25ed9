import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { JobEditor } from "@/app/(bare)/(area)/recruiter/jobs/_components/job-editor";

import { server } from "../support/auth-api-mocks";
import { clientJob } from "../support/client-job-fixtures";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const company = { name: "Acme Labs", logo_url: null };
const skills = [
  { id: 1, name: "React", category_id: 1 },
  { id: 2, name: "TypeScript", category_id: 1 },
];

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  push.mockReset();
  server.use(
    http.get("*/api/client/skills/1", () => HttpResponse.json({ data: skills })),
    http.get("*/api/client/custom_skills", ({ request }) => {
      const search = new URL(request.url).searchParams.get("search") ?? "";
      return HttpResponse.json({
        data: [{ id: 9, name: "GraphQL", category_id: 1 }].filter((s) =>
          s.name.toLowerCase().includes(search.toLowerCase()),
        ),
      });
    }),
  );
});

async function fillJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Job title"), "Senior React Developer");
  await user.selectOptions(screen.getByLabelText("Category"), "Software Development");
  await user.selectOptions(screen.getByLabelText("Experience level"), "Senior");
  await user.type(screen.getByLabelText("Description"), "Build the product with us.{enter}{enter}We ship every week.");
  await user.click(await screen.findByRole("checkbox", { name: "React" }));
  await user.type(screen.getByRole("combobox", { name: "Add other skills" }), "graph");
  await user.click(await screen.findByRole("option", { name: "GraphQL" }));
  await user.selectOptions(screen.getByLabelText("Job type"), "Hourly");
  await user.type(screen.getByLabelText("Minimum rate"), "60");
  await user.type(screen.getByLabelText("Maximum rate"), "90");
}

describe("the job editor", () => {
  it("checks the fields before sending, with the API's own messages", async () => {
    const user = userEvent.setup();
    render(<JobEditor company={company} />);
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Please correct the fields marked below.")).toBeInTheDocument();
    expect(screen.getByLabelText("Job title")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Description")).toHaveAccessibleDescription(
      expect.stringContaining("at least 30 characters"),
    );
    expect(screen.getByLabelText("Minimum rate")).toHaveAccessibleDescription(
      expect.stringContaining("Enter the minimum rate."),
    );
    expect(screen.getByLabelText("Category")).toHaveAccessibleDescription("Choose a category.");
  });

  it("publishes a new job with every field, the skills from the category and the typeahead", async () => {
    let body: unknown = null;
    server.use(
      http.post("*/api/client/jobs", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: clientJob({ status: "open" }) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<JobEditor company={company} />);
    await fillJob(user);
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/recruiter/jobs?created=open"));
    expect(body).toEqual({
      title: "Senior React Developer",
      category_id: 1,
      description: "Build the product with us.\n\nWe ship every week.",
      skills: ["React", "GraphQL"],
      job_type: "hourly",
      experience_level: "senior",
      location: "Remote",
      rate_min: 60,
      rate_max: 90,
      currency: "USD",
      valid_through: null,
      hires_from: { anywhere: true, countries: [], regions: [] },
      overlap: null,
      publish: true,
    });
  });

  it("sends where the job hires from and its required overlap, checking the minimum against the hours", async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post("*/api/client/jobs", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: clientJob({ status: "draft" }) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<JobEditor company={company} />);
    await fillJob(user);
    await user.click(screen.getByRole("radio", { name: "Chosen regions and countries" }));
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByLabelText("Add a country")).toHaveAccessibleDescription(
      "Choose at least one country or region, or hire from anywhere.",
    );
    await user.click(screen.getByRole("checkbox", { name: "Europe" }));
    await user.selectOptions(screen.getByLabelText("Add a country"), "Nigeria");
    expect(screen.getByRole("list", { name: "Chosen countries" })).toHaveTextContent("Nigeria");
    await user.click(screen.getByRole("checkbox", { name: "Talent must share part of these working hours" }));
    await user.selectOptions(await screen.findByLabelText("Time zone"), "America/New_York");
    const minimum = screen.getByLabelText("Minimum shared hours");
    await user.clear(minimum);
    await user.type(minimum, "9");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByLabelText("Minimum shared hours")).toHaveAccessibleDescription(
      expect.stringContaining("may not be longer than the working hours"),
    );
    await user.clear(minimum);
    await user.type(minimum, "4");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(body.hires_from).toEqual({ anywhere: false, countries: ["NG"], regions: ["europe"] }));
    expect(body.overlap).toEqual({ timezone: "America/New_York", start: "09:00", end: "17:00", min_hours: 4 });
    // Many keystrokes: room for a busy machine.
  }, 15_000);

  it("offers only the catalogue's skills in the typeahead: the API refuses others", async () => {
    const user = userEvent.setup();
    render(<JobEditor company={company} />);
    await user.type(screen.getByRole("combobox", { name: "Add other skills" }), "Cobol");
    expect(await screen.findByText("No skill in the list matches “Cobol”.")).toBeInTheDocument();
    expect(screen.queryByRole("listbox", { name: "Skill suggestions" })).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Skills of this job" })).not.toBeInTheDocument();
  });

  it("previews the job as its page will read", async () => {
    const user = userEvent.setup();
    render(<JobEditor company={company} />);
    await fillJob(user);
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Preview: how the job page will look" });
    expect(preview).toHaveTextContent("Senior React Developer");
    expect(preview).toHaveTextContent("$60-$90/h");
    expect(preview).toHaveTextContent("We ship every week.");
    expect(screen.getByLabelText("Job title")).not.toBeVisible();
    await user.click(screen.getByRole("button", { name: "Back to editing" }));
    expect(screen.getByLabelText("Job title")).toBeVisible();
  });

  it("puts the server's 422 errors on their fields and refuses a past closing date itself", async () => {
    server.use(
      http.patch("*/api/client/jobs/7", () =>
        HttpResponse.json(
          {
            message: "The given data was invalid.",
            errors: { rate_max: ["The maximum rate must be at least the minimum rate."] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(<JobEditor company={company} job={clientJob()} />);
    await user.type(screen.getByLabelText("Closing date (optional)"), "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The closing date must be today or later.")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Closing date (optional)"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const rateMax = screen.getByLabelText("Maximum rate");
    await waitFor(() => expect(rateMax).toHaveAttribute("aria-invalid", "true"));
    expect(rateMax).toHaveAccessibleDescription("The maximum rate must be at least the minimum rate.");
    expect(rateMax).toHaveFocus();
  });

  it("closes an open job from the editor and says so", async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.patch("*/api/client/jobs/7", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: clientJob({ status: "closed" }) });
      }),
    );
    const user = userEvent.setup();
    render(<JobEditor company={company} job={clientJob()} />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByText("Closed: the job left the jobs board.")).toBeInTheDocument();
    expect(body.status).toBe("closed");
    expect(screen.getByRole("button", { name: "Reopen" })).toBeInTheDocument();
  });

  it("edits a published job's pending changes, and offers no move on a job the platform closed", () => {
    const revision = {
      title: "Senior React Developer, platform team",
      description: "Build the product with us, now on the platform team.",
      rate_min: 70,
      rate_max: 95,
      currency: "USD",
      skills: ["React"],
      submitted_at: "2026-11-20T10:00:00.000Z",
    };
    const { unmount } = render(<JobEditor company={company} job={clientJob({ revision })} />);
    expect(screen.getByRole("note")).toHaveTextContent(/^Changes waiting for review/);
    expect(screen.getByLabelText("Job title")).toHaveValue(revision.title);
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
    unmount();

    render(
      <JobEditor
        company={company}
        job={clientJob({
          status: "closed",
          platform_closed_at: "2026-11-20T10:00:00.000Z",
          platform_close_reason: "Asks applicants for a deposit.",
        })}
      />,
    );
    expect(screen.getByRole("note")).toHaveTextContent("Closed by the platformAsks applicants for a deposit.");
    expect(screen.queryByRole("button", { name: "Reopen" })).not.toBeInTheDocument();
  });
});
