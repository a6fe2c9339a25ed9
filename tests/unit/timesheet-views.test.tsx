import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ClientWeekCard } from "@/components/timesheets/client-week-card";
import { MilestoneRow } from "@/components/timesheets/milestone-row";
import { TalentTimesheet } from "@/components/timesheets/talent-timesheet";
import { addDays, todayIn } from "@/lib/engagements/calendar";
import { weekRange } from "@/lib/timesheets/week-text";
import { mondayOf } from "@/lib/timesheets/weeks";
import type { Timesheet } from "@/lib/validation/timesheets";
import { useAuthStore } from "@/store/auth-store";

import { clientUser, server, talentUser } from "../support/auth-api-mocks";
import { engagement } from "../support/engagement-fixtures";
import { milestone, timesheet } from "../support/timesheet-json";

const thisWeek = () => mondayOf(todayIn("Europe/Berlin"));
const hourly = () => engagement({ start_date: addDays(thisWeek(), -28), weekly_hours_cap: 40 });
const weeks = (list: Timesheet[]) => http.get("*/api/talent/timesheets", () => HttpResponse.json({ data: list }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

describe("the talent's timesheet", () => {
  beforeEach(() => useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true }));

  it("shows this week empty, against the cap, with the form to log time", async () => {
    server.use(weeks([]));
    render(<TalentTimesheet engagement={hourly()} />);
    expect(await screen.findByText("No time logged this week yet")).toBeVisible();
    expect(screen.getByRole("heading", { name: weekRange(thisWeek()) })).toBeVisible();
    expect(screen.getByText("Open")).toBeVisible();
    expect(screen.getByText("0 min of 40 h")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next week" })).toBeDisabled();
    expect(screen.getByRole("region", { name: "Log time" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Submit week" })).not.toBeInTheDocument();
  });

  it("shows a week's entries by day, its deadline on both clocks, and submits it after asking", async () => {
    const week = timesheet({ week_start: thisWeek(), week_end: addDays(thisWeek(), 6) });
    const submitted: string[] = [];
    server.use(
      weeks([week]),
      http.post("*/api/talent/timesheets/11/submit", ({ request }) => {
        submitted.push(request.url);
        return HttpResponse.json({ data: { ...week, status: "submitted" } });
      }),
    );
    const user = userEvent.setup();
    render(<TalentTimesheet engagement={hourly()} />);
    expect(await screen.findByText("12 h 30 min of 40 h")).toBeVisible();
    expect(screen.getByText("Built the login form")).toBeVisible();
    expect(
      screen.getByText(/^Submitted automatically on .* your time \(.* in the company's time zone, Europe\/Berlin\)\.$/),
    ).toBeVisible();
    expect(screen.getAllByRole("button", { name: /^Edit the entry of/ })).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Submit week" }));
    const dialog = screen.getByRole("dialog", { name: "Submit this week?" });
    expect(dialog).toHaveTextContent("Acme reviews 12 h 30 min of 40 h.");
    await user.click(within(dialog).getByRole("button", { name: "Submit week" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
  });

  it("shows a disputed week's reason and lets the talent correct and submit it again", async () => {
    const disputed = timesheet({
      week_start: addDays(thisWeek(), -7),
      status: "disputed",
      submitted_at: "2026-11-30T08:00:00.000Z",
      reviewed_at: "2026-12-01T08:00:00.000Z",
      dispute_reason: "Tuesday was a holiday.",
    });
    server.use(weeks([disputed]));
    const user = userEvent.setup();
    render(<TalentTimesheet engagement={hourly()} />);
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent(`The week of ${weekRange(disputed.week_start)} was disputed.`);
    await user.click(within(banner).getByRole("button", { name: "Correct it" }));
    expect(screen.getByText("Acme disputed this week")).toBeVisible();
    expect(screen.getByText("Tuesday was a holiday.")).toBeVisible();
    expect(screen.getAllByRole("button", { name: /^Delete the entry of/ })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Submit again" })).toBeVisible();
  });

  it("reads an approved week as locked, without edit buttons", async () => {
    const approved = timesheet({
      week_start: thisWeek(),
      status: "approved",
      submitted_at: "2026-11-30T08:00:00.000Z",
      reviewed_at: "2026-12-01T08:00:00.000Z",
    });
    server.use(weeks([approved]));
    render(<TalentTimesheet engagement={hourly()} />);
    expect(await screen.findByText("Approved weeks are locked: their time can no longer change.")).toBeVisible();
    expect(screen.getByText("Approved on Tue 1 Dec, 09:00.")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Edit the entry/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit week" })).not.toBeInTheDocument();
  });

  it("says when the timesheet could not be loaded, and tries again", async () => {
    let calls = 0;
    server.use(
      http.get("*/api/talent/timesheets", () =>
        ++calls === 1 ? HttpResponse.json({ message: "down" }, { status: 503 }) : HttpResponse.json({ data: [] }),
      ),
    );
    const user = userEvent.setup();
    render(<TalentTimesheet engagement={hourly()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The timesheet could not be loaded.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No time logged this week yet")).toBeVisible();
  });
});

describe("the client's week", () => {
  it("shows the review deadline on both clocks, and approves after asking", async () => {
    useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
    const sheet = timesheet({
      status: "submitted",
      submitted_at: "2026-11-30T11:00:00.000Z",
      auto_submitted: true,
      review_deadline: "2026-12-03T11:00:00.000Z",
    });
    server.use(
      http.post("*/api/client/timesheets/11/approve", () =>
        HttpResponse.json({ data: { ...sheet, status: "approved", reviewed_at: "2026-12-01T08:00:00.000Z" } }),
      ),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<ClientWeekCard sheet={sheet} showEngagement onChanged={onChanged} />);
    expect(screen.getByRole("link", { name: "Open the engagement for React developer with Ada Lane" })).toHaveAttribute(
      "href",
      "/recruiter/engagements/5",
    );
    expect(screen.getByText("Submitted automatically on Mon 30 Nov, 12:00.")).toBeVisible();
    expect(
      screen.getByText(
        "Approved automatically on Thu 3 Dec, 12:00 your time (12:00 in the talent's time zone, Africa/Lagos) unless you review it before.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Approve the week of Mon 23 Nov – Sun 29 Nov 2026" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: "approved" })));
  });

  it("says when a week still open is submitted without the talent, on both clocks", () => {
    useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
    const sheet = timesheet({
      status: "open",
      engagement: {
        ...timesheet().engagement,
        talent: { id: 1, name: "Ada Lane", timezone: "Asia/Tokyo" },
      },
    });
    render(<ClientWeekCard sheet={sheet} onChanged={vi.fn()} />);
    expect(
      screen.getByText(
        "In progress: the talent can still change it. Submitted automatically on Mon 30 Nov, 12:00 your time (20:00 in the talent's time zone, Asia/Tokyo).",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Approve the week/ })).toBeNull();
  });
});

describe("a milestone", () => {
  it("tells the talent when a delivered one is approved without the client", () => {
    render(
      <MilestoneRow
        side="talent"
        engagement={engagement({ contract_type: "project" })}
        milestone={milestone({
          status: "delivered",
          delivered_at: "2026-11-26T11:00:00.000Z",
          approve_by: "2026-12-03T11:00:00.000Z",
        })}
        canDeliver
        onChanged={vi.fn()}
      />,
    );
    expect(screen.getByText("€1,500.00")).toBeVisible();
    expect(
      screen.getByText(
        "Approved automatically on Thu 3 Dec, 12:00 your time (12:00 in the company's time zone, Europe/Berlin) unless the client reviews it.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: /Mark/ })).not.toBeInTheDocument();
  });

  it("is marked delivered with a note", async () => {
    useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/talent/engagements/5/milestones/1/deliver", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: milestone({ status: "delivered" }) });
      }),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(
      <MilestoneRow
        side="talent"
        engagement={engagement({ contract_type: "project" })}
        milestone={milestone()}
        canDeliver
        onChanged={onChanged}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Mark “Design” delivered" }));
    const dialog = screen.getByRole("dialog", { name: "Mark “Design” delivered?" });
    await user.type(
      within(dialog).getByLabelText("Note to the client (optional)"),
      "The files are in the shared drive.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Mark delivered" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toEqual([{ note: "The files are in the shared drive." }]);
  });
});
