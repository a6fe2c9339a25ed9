import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ApplyPanel } from "@/app/(chrome-by-path)/jobs/[slug]/_components/apply-panel";
import { useAuthStore } from "@/store/auth-store";

import { application, JOB_SLUG, profileAt } from "../support/application-fixtures";
import { clientUser, server, talentUser } from "../support/auth-api-mocks";

const TITLE = "Senior React developer";
const ANYWHERE = { hires_from: { anywhere: true, countries: [], regions: [] }, overlap: null };
const EUROPE_ONLY = { hires_from: { anywhere: false, countries: [], regions: ["europe" as const] }, overlap: null };
const NEW_YORK = {
  hires_from: ANYWHERE.hires_from,
  overlap: { timezone: "America/New_York", start: "09:00", end: "17:00", min_hours: 4 },
};
const inLagos = {
  ...profileAt(90),
  country: "NG",
  timezone: "Africa/Lagos",
  work_hours: { start: "09:00", end: "17:00" },
};

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
});

function talentApi({
  applications = [] as ReturnType<typeof application>[],
  profile = profileAt(90),
  verified = true,
} = {}) {
  server.use(
    http.get("*/api/talent/info", () => HttpResponse.json({ data: { ...talentUser, email_verified: verified } })),
    http.get("*/api/talent/applications", () => HttpResponse.json({ data: applications })),
    http.get("*/api/talent/profile", () => HttpResponse.json({ data: profile })),
  );
}

describe("the job page's apply box", () => {
  it("sends a visitor to sign up or log in, each bringing them back to the job", () => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    expect(screen.getByRole("link", { name: "Apply" })).toHaveAttribute(
      "href",
      `/signup/talent?callbackUrl=%2Fjobs%2F${JOB_SLUG}`,
    );
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/login?callbackUrl=%2Fjobs%2F${JOB_SLUG}`,
    );
  });

  it("shows a recruiter no apply button", () => {
    useAuthStore.setState({ user: clientUser, token: "client-token", isAuthenticated: true });
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Apply" })).toBeNull();
    expect(screen.getByText(/Talent see an Apply button here/)).toBeInTheDocument();
  });

  it("names what an incomplete profile misses, each a link to its field in the editor", async () => {
    talentApi({
      profile: profileAt(55, [
        { field: "resume_url", label: "Upload your résumé" },
        { field: "bio", label: "Write a bio of at least 200 characters" },
      ]),
    });
    const user = userEvent.setup();
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    const dialog = screen.getByRole("dialog", { name: "Complete your profile to apply" });
    expect(within(dialog).getByRole("link", { name: /Upload your résumé/ })).toHaveAttribute(
      "href",
      "/talent/profile#resume_url",
    );
    expect(within(dialog).getByRole("link", { name: /Write a bio/ })).toHaveAttribute("href", "/talent/profile#bio");
    expect(within(dialog).queryByRole("button", { name: "Submit application" })).toBeNull();
  });

  it("applies with a cover note, counting its characters, then shows when and at which stage", async () => {
    talentApi();
    let sent: unknown = null;
    server.use(
      http.post("*/api/talent/applications", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: application() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    const dialog = screen.getByRole("dialog", { name: `Apply: ${TITLE}` });
    expect(within(dialog).getByRole("link", { name: "Preview your profile" })).toHaveAttribute(
      "href",
      "/profiles/ada-lovelace",
    );
    await user.type(within(dialog).getByLabelText("Cover note (optional)"), "Hello there");
    expect(within(dialog).getByText("11 / 2,000")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit application" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Applied on 20 Nov 2026"));
    expect(screen.getByRole("status")).toHaveTextContent("Current stage: Applied");
    expect(sent).toEqual({ job_slug: JOB_SLUG, cover_note: "Hello there" });
    expect(screen.getByRole("link", { name: "View your applications" })).toHaveAttribute(
      "href",
      "/talent/applications",
    );
  });

  it("treats a 409 as applied and reloads the application", async () => {
    talentApi();
    const user = userEvent.setup();
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    server.use(
      http.post("*/api/talent/applications", () =>
        HttpResponse.json({ message: "You have already applied to this job." }, { status: 409 }),
      ),
      http.get("*/api/talent/applications", () => HttpResponse.json({ data: [application({ stage: "screening" })] })),
    );
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Current stage: Screening"));
  });

  it("shows the API's message on a 422 and keeps the dialog open", async () => {
    talentApi();
    server.use(
      http.post("*/api/talent/applications", () =>
        HttpResponse.json(
          {
            message: "This job is closed.",
            errors: { job_slug: ["This job is closed and no longer takes applications."] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This job is closed. This job is closed and no longer takes applications.",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("refuses a cover note over 2,000 characters before sending", async () => {
    talentApi();
    const user = userEvent.setup();
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    const note = screen.getByLabelText("Cover note (optional)");
    await user.click(note);
    await user.paste("x".repeat(2_001));
    await user.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText("The cover note may not be longer than 2,000 characters.")).toBeInTheDocument();
    expect(note).toHaveAttribute("aria-invalid", "true");
  });

  it("tells a talent whose email is not verified why Apply waits, and sends a new link on request", async () => {
    talentApi({ verified: false });
    let resent = 0;
    server.use(
      http.post("*/api/talent/email/resend-verification", () => {
        resent += 1;
        return HttpResponse.json({ data: { message: "We sent a new verification link." } }, { status: 202 });
      }),
    );
    const user = userEvent.setup();
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    const notice = await screen.findByRole("region", { name: "Verify your email to apply" });
    expect(notice).toHaveTextContent(`We sent a link to ${talentUser.email}.`);
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    await user.click(within(notice).getByRole("button", { name: "Resend" }));
    expect(await within(notice).findByText("Sent. Check your inbox (and the spam folder).")).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it("shows an applied talent the date and stage straight away", async () => {
    talentApi({ applications: [application({ stage: "interview" })] });
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Current stage: Interview"));
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("says so when the status cannot be loaded, and tries again", async () => {
    talentApi();
    server.use(http.get("*/api/talent/applications", () => HttpResponse.json({ message: "Down" }, { status: 503 })));
    const user = userEvent.setup();
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={ANYWHERE} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your application status could not be loaded.");
    talentApi();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Apply" })).toBeInTheDocument();
  });

  it("tells a talent in Lagos a Europe-only role cannot hire them, with no apply button", async () => {
    talentApi({ profile: inLagos });
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={EUROPE_ONLY} />);
    expect(await screen.findByText("Eligible: no (this role hires in Europe only)")).toBeInTheDocument();
    expect(screen.getByText("This role hires in Europe only, not from Nigeria.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("shows the overlap of the talent's hours with the required ones, and the apply button when they fit", async () => {
    talentApi({ profile: { ...inLagos, timezone: "America/Chicago" } });
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={NEW_YORK} />);
    expect(await screen.findByText("Eligible: yes")).toBeInTheDocument();
    expect(screen.getByText("Overlap: 7 h of the required 4 h")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply" })).toBeInTheDocument();
  });

  it("asks for the profile's hours when a role needs an overlap, linking to the profile", async () => {
    talentApi({ profile: { ...inLagos, work_hours: null } });
    render(<ApplyPanel slug={JOB_SLUG} title={TITLE} job={NEW_YORK} />);
    expect(
      await screen.findByText("Overlap: add your time zone and working hours to your profile to check"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Update your profile" })).toHaveAttribute("href", "/talent/profile");
  });
});
