import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { statusLabel } from "@/app/(bare)/(area)/recruiter/jobs/_components/job-status";
import { JobsList } from "@/app/(bare)/(area)/recruiter/jobs/_components/jobs-list";
import { isLapsed } from "@/lib/jobs/states";

import { server } from "../support/auth-api-mocks";
import { clientJob } from "../support/client-job-fixtures";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

describe("a job's status", () => {
  it("reads 'Closed (closing date passed)' only for a closed job whose closing date is behind", () => {
    expect(statusLabel({ status: "closed", valid_through: "2026-01-01" }, "2026-11-24")).toBe(
      "Closed (closing date passed)",
    );
    expect(statusLabel({ status: "closed", valid_through: null }, "2026-11-24")).toBe("Closed");
    expect(statusLabel({ status: "open", valid_through: "2026-11-24" }, "2026-11-24")).toBe("Open");
    expect(isLapsed({ status: "draft", valid_through: "2026-01-01" }, "2026-11-24")).toBe(false);
  });
});

describe("the recruiter's jobs list", () => {
  it("offers 'Post a job' when there are no jobs", () => {
    render(<JobsList initial={[]} />);
    expect(screen.getByRole("heading", { name: "No jobs yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/recruiter/jobs/new");
  });

  it("shows each job's state, applicants per stage and the actions its state allows", () => {
    render(
      <JobsList
        initial={[
          clientJob({ id: 1, title: "Draft role", status: "draft" }),
          clientJob({
            id: 2,
            title: "Open role",
            applicant_counts: { applied: 3, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 2, withdrawn: 0 },
          }),
        ]}
      />,
    );
    const draft = screen.getByRole("article", { name: "Draft role" });
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(within(draft).getByRole("button", { name: "Publish" })).toBeInTheDocument();
    expect(within(draft).queryByRole("link", { name: "View public page" })).not.toBeInTheDocument();
    expect(within(draft).getByText("No applicants yet")).toBeInTheDocument();

    const open = screen.getByRole("article", { name: "Open role" });
    expect(within(open).getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(within(open).getByRole("link", { name: "View public page" })).toHaveAttribute(
      "href",
      "/jobs/senior-react-developer-a1b2c3",
    );
    expect(within(open).getByRole("link", { name: "View applicants" })).toHaveAttribute(
      "href",
      "/recruiter/jobs/2/applicants",
    );
    const counts = within(open).getByLabelText("Applicants");
    expect(counts).toHaveTextContent("Applied3");
    expect(counts).toHaveTextContent("Rejected2");
    expect(counts).not.toHaveTextContent("Interview");
  });

  it("closes a job with a PATCH of its status and shows the new state", async () => {
    let body: unknown = null;
    server.use(
      http.patch("*/api/client/jobs/7", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: clientJob({ status: "closed" }) });
      }),
    );
    const user = userEvent.setup();
    render(<JobsList initial={[clientJob()]} />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    const job = screen.getByRole("article", { name: "Senior React Developer" });
    expect(await within(job).findByRole("status")).toHaveTextContent("Closed: the job left the jobs board.");
    expect(body).toEqual({ status: "closed" });
    expect(within(job).getByText("Closed")).toBeInTheDocument();
    expect(within(job).getByRole("button", { name: "Reopen" })).toBeInTheDocument();
  });

  it("says why a move was refused: the 409's message, or a 422's field message", async () => {
    server.use(
      http.patch("*/api/client/jobs/1", () =>
        HttpResponse.json({ message: "A closed job cannot be moved to closed." }, { status: 409 }),
      ),
      http.patch("*/api/client/jobs/2", () =>
        HttpResponse.json(
          {
            message: "The given data was invalid.",
            errors: { valid_through: ["Set a closing date of today or later (or none) to open the job."] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(
      <JobsList
        initial={[
          clientJob({ id: 1, title: "Open role" }),
          clientJob({ id: 2, title: "Lapsed role", status: "closed", valid_through: "2026-01-01" }),
        ]}
      />,
    );
    await user.click(within(screen.getByRole("article", { name: "Open role" })).getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A closed job cannot be moved to closed.");

    const lapsed = screen.getByRole("article", { name: "Lapsed role" });
    expect(within(lapsed).getByText("Closed (closing date passed)")).toBeInTheDocument();
    await user.click(within(lapsed).getByRole("button", { name: "Reopen" }));
    expect(await within(lapsed).findByRole("alert")).toHaveTextContent(
      "Set a closing date of today or later (or none) to open the job.",
    );
  });
});

describe("a job and the managers' review", () => {
  it("explains a job in review, offers to withdraw it and no public page", () => {
    render(<JobsList initial={[clientJob({ status: "pending_review" })]} />);
    const job = screen.getByRole("article", { name: "Senior React Developer" });
    expect(within(job).getByText("In review")).toBeInTheDocument();
    expect(
      within(job).getByText(
        "A manager reviews a new company's first job before it goes on the board, usually within a day.",
      ),
    ).toBeInTheDocument();
    expect(within(job).getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    expect(within(job).queryByRole("link", { name: "View public page" })).not.toBeInTheDocument();
  });

  it("shows the manager's reason on a rejected draft and says 'Submitted for review' when publishing it again", async () => {
    const reason = "Please say which time zones you hire in.";
    server.use(
      http.patch("*/api/client/jobs/7", () => HttpResponse.json({ data: clientJob({ status: "pending_review" }) })),
    );
    const user = userEvent.setup();
    render(<JobsList initial={[clientJob({ status: "draft", review_rejection: reason })]} />);
    const job = screen.getByRole("article", { name: "Senior React Developer" });
    expect(within(job).getByRole("note")).toHaveTextContent(`A manager sent this job back${reason}`);
    await user.click(within(job).getByRole("button", { name: "Publish" }));
    expect(await within(job).findByRole("status")).toHaveTextContent(/^Submitted for review/);
    expect(within(job).queryByRole("note")).not.toBeInTheDocument();
    expect(within(job).getByText("In review")).toBeInTheDocument();
    // The review notice is said once on the card, not again in the action's outcome.
    expect(within(job).getAllByText(/usually within a day/)).toHaveLength(1);
  });

  it("shows a job the platform closed with the manager's reason and no way to reopen it", () => {
    render(
      <JobsList
        initial={[
          clientJob({
            status: "closed",
            platform_closed_at: "2026-11-20T10:00:00.000Z",
            platform_close_reason: "Asks applicants for a deposit.",
          }),
        ]}
      />,
    );
    const job = screen.getByRole("article", { name: "Senior React Developer" });
    expect(within(job).getByRole("note")).toHaveTextContent(
      /^Closed by the platformAsks applicants for a deposit\.Only a manager can reopen this job/,
    );
    expect(within(job).queryByRole("button", { name: "Reopen" })).not.toBeInTheDocument();
    expect(within(job).getByRole("link", { name: "Edit Senior React Developer" })).toBeInTheDocument();
  });

  it("says when a published job's changes wait for review, and why a manager did not accept them", () => {
    render(
      <JobsList
        initial={[
          clientJob({
            id: 1,
            title: "Waiting role",
            revision: {
              title: "Waiting role, changed",
              description: "A changed description.",
              rate_min: 60,
              rate_max: 95,
              currency: "USD",
              skills: ["React"],
              submitted_at: "2026-11-20T10:00:00.000Z",
            },
          }),
          clientJob({ id: 2, title: "Refused role", revision_rejection: "Never ask applicants for money." }),
        ]}
      />,
    );
    const waiting = screen.getByRole("article", { name: "Waiting role" });
    expect(within(waiting).getByRole("note")).toHaveTextContent(/^Changes waiting for review/);
    expect(within(waiting).getByRole("button", { name: "Close" })).toBeInTheDocument();
    const refused = screen.getByRole("article", { name: "Refused role" });
    expect(within(refused).getByRole("note")).toHaveTextContent(
      /^A manager did not accept your changesNever ask applicants for money\./,
    );
  });
});
