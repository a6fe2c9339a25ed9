import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { InviteToApply } from "@/components/invitations/invite-to-apply";
import type { ClientJob } from "@/lib/validation/client-job-responses";

import { server } from "../support/auth-api-mocks";
import { clientJob } from "../support/client-job-fixtures";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  window.localStorage.setItem("authToken", "client-token");
});

const job = (id: number, title: string, status: ClientJob["status"]) =>
  clientJob({ id, title, status, slug: `job-${id}` });
const jobsAnswer = (jobs: unknown[]) => http.get("*/api/client/jobs", () => HttpResponse.json({ data: jobs }));
const sentInvitation = {
  id: 3,
  talent: { id: 12, name: "Ada Applicant", handle: "ada" },
  job: { id: 2, slug: "react-dev", title: "React developer" },
  message: "Hello",
  status: "pending",
  created_at: "2026-11-21T10:00:00.000Z",
  responded_at: null,
  application_id: null,
};

async function openDialog() {
  const user = userEvent.setup();
  render(<InviteToApply talentId={12} talentName="Ada Applicant" />);
  await user.click(screen.getByRole("button", { name: "Invite to apply" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Invite Ada Applicant to apply" }) };
}

describe("Invite to apply", () => {
  it("offers only the recruiter's open jobs and sends the chosen one with a message", async () => {
    let sent: unknown;
    server.use(
      jobsAnswer([
        job(1, "Draft role", "draft"),
        job(2, "React developer", "open"),
        job(3, "Closed role", "closed"),
        job(4, "Designer", "open"),
      ]),
      http.post("*/api/client/invitations", async ({ request }) => {
        expect(request.headers.get("authorization")).toBe("Bearer client-token");
        sent = await request.json();
        return HttpResponse.json({ data: sentInvitation }, { status: 201 });
      }),
    );
    const { user, dialog } = await openDialog();
    const select = await within(dialog).findByLabelText("Job");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose one of your open jobs", "React developer", "Designer"]);
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose a job.");
    await user.selectOptions(select, "React developer");
    await user.type(within(dialog).getByLabelText("Message (optional)"), "Hello");
    expect(within(dialog).getByText("5 / 500")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "Invitation sent: Ada Applicant can now apply to React developer in one step.",
    );
    expect(sent).toEqual({ talent_id: 12, job_id: 2, message: "Hello" });
  });

  it("shows a 409 or 422 answer clearly and keeps the dialog open", async () => {
    server.use(
      jobsAnswer([job(2, "React developer", "open")]),
      http.post("*/api/client/invitations", () =>
        HttpResponse.json({ message: "This talent already has a pending invitation to this job." }, { status: 409 }),
      ),
    );
    const { user, dialog } = await openDialog();
    await within(dialog).findByLabelText("Job");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This talent already has a pending invitation to this job.",
    );

    server.use(
      http.post("*/api/client/invitations", () =>
        HttpResponse.json(
          {
            message: "This talent has already applied to this job.",
            errors: { talent_id: ["This talent has already applied to this job."] },
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent(/^This talent has already applied to this job\.$/),
    );
  });

  it("says so when there is no open job, with the way to post one", async () => {
    server.use(jobsAnswer([job(1, "Draft role", "draft")]));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(/You have no open jobs to invite to/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/recruiter/jobs/new");
    expect(within(dialog).getByRole("button", { name: "Send invitation" })).toBeDisabled();
  });

  it("refuses a message over 500 characters before sending", async () => {
    server.use(jobsAnswer([job(2, "React developer", "open")]));
    const { user, dialog } = await openDialog();
    await within(dialog).findByLabelText("Job");
    const box = within(dialog).getByLabelText("Message (optional)");
    await user.click(box);
    await user.paste("x".repeat(501));
    expect(within(dialog).getByText("The message may not be longer than 500 characters.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send invitation" })).toBeDisabled();
  });
});
