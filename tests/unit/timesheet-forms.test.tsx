import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { DisputeWeekDialog } from "@/components/timesheets/dispute-week-dialog";
import { TimeEntryForm } from "@/components/timesheets/time-entry-form";
import { deadlineText } from "@/lib/timesheets/deadline-text";
import { durationOfCap } from "@/lib/timesheets/duration-text";
import { timeEntryFormSchema, toMinutes } from "@/lib/timesheets/entry-form";
import { formatMinutes } from "@/lib/timesheets/weeks";
import type { TimeEntry } from "@/lib/validation/timesheets";
import { useAuthStore } from "@/store/auth-store";

import { clientUser, server } from "../support/auth-api-mocks";
import { timesheet } from "../support/timesheet-json";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
});

describe("the hours and minutes of an entry", () => {
  it("add up to minutes, an empty field counting as none", () => {
    expect(toMinutes("2", "30")).toBe(150);
    expect(toMinutes("", "45")).toBe(45);
    expect(toMinutes("8", "")).toBe(480);
    expect(toMinutes(" 1 ", "05")).toBe(65);
    expect(toMinutes("1", "60")).toBeNull();
    expect(toMinutes("25", "0")).toBeNull();
    expect(toMinutes("1.5", "0")).toBeNull();
    expect(toMinutes("-1", "0")).toBeNull();
  });

  it("become the request, or name the field that is wrong", () => {
    const form = { work_date: "2026-11-24", hours: "3", minutes: "15", description: " Reviewed the API " };
    expect(timeEntryFormSchema.parse(form)).toEqual({
      work_date: "2026-11-24",
      minutes: 195,
      description: "Reviewed the API",
    });
    const problems = (over: Partial<typeof form>) =>
      timeEntryFormSchema.safeParse({ ...form, ...over }).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(problems({ minutes: "75" })).toEqual([["minutes", "Minutes must be a whole number from 0 to 59."]]);
    expect(problems({ hours: "0", minutes: "0" })).toEqual([["hours", "Log at least 1 minute and at most 24 hours."]]);
    expect(problems({ hours: "24", minutes: "30" })).toEqual([
      ["hours", "Log at least 1 minute and at most 24 hours."],
    ]);
    expect(problems({ description: "  " })).toEqual([["description", "Say what was done."]]);
    expect(problems({ description: "x".repeat(501) })).toEqual([
      ["description", "What was done may not be longer than 500 characters."],
    ]);
  });

  it("read as a duration against the weekly cap", () => {
    expect(formatMinutes(750)).toBe("12 h 30 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(durationOfCap(750, 40)).toBe("12 h 30 min of 40 h");
    expect(durationOfCap(750, null)).toBe("12 h 30 min");
  });
});

describe("a deadline in two zones", () => {
  // Monday 30 Nov 2026, 12:00 in Berlin (UTC+1) is 22:00 in Sydney (UTC+11).
  const monday = new Date("2026-11-30T11:00:00Z");

  it("gives the talent their own clock first and the company's beside it", () => {
    expect(deadlineText(monday, "Australia/Sydney", "Europe/Berlin", "company")).toBe(
      "Mon 30 Nov, 22:00 your time (12:00 in the company's time zone, Europe/Berlin)",
    );
  });

  it("gives the client their clock first, naming the talent's day when it differs", () => {
    expect(deadlineText(new Date("2026-12-03T11:00:00Z"), "Europe/Berlin", "Australia/Sydney", "talent")).toBe(
      "Thu 3 Dec, 12:00 your time (22:00 in the talent's time zone, Australia/Sydney)",
    );
    expect(deadlineText(new Date("2026-11-30T05:00:00Z"), "Europe/Berlin", "America/Los_Angeles", "talent")).toBe(
      "Mon 30 Nov, 06:00 your time (Sun 29 Nov, 21:00 in the talent's time zone, America/Los_Angeles)",
    );
  });

  it("says a shared zone once", () => {
    expect(deadlineText(monday, "Europe/Berlin", "Europe/Berlin", "company")).toBe(
      "Mon 30 Nov, 12:00 (your time and the company's, Europe/Berlin)",
    );
    expect(deadlineText(monday, "Europe/Berlin", null, "talent")).toBe(
      "Mon 30 Nov, 12:00 (your time and the talent's, Europe/Berlin)",
    );
  });
});

const entry = (over: Partial<TimeEntry> = {}): TimeEntry => ({
  id: 7,
  engagement_id: 5,
  timesheet_id: 11,
  work_date: "2026-11-24",
  minutes: 150,
  description: "Built the login form",
  created_at: "2026-11-24T17:00:00.000Z",
  updated_at: "2026-11-24T17:00:00.000Z",
  ...over,
});

describe("the Log time form", () => {
  const renderForm = (onSave: (request: unknown) => Promise<TimeEntry>, onSaved = vi.fn()) =>
    render(
      <TimeEntryForm
        idPrefix="log"
        defaults={{ work_date: "2026-11-24", hours: "", minutes: "", description: "" }}
        minDate="2026-11-01"
        maxDate="2026-11-24"
        zone="Lagos"
        submitLabel="Log time"
        onSave={onSave}
        onSaved={onSaved}
      />,
    );

  it("sends hours and minutes as minutes, with a live count of the description", async () => {
    const onSave = vi.fn(async () => entry());
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderForm(onSave, onSaved);
    expect(screen.getByLabelText("Date")).toHaveAttribute("max", "2026-11-24");
    await user.type(screen.getByLabelText("Hours"), "2");
    await user.type(screen.getByLabelText("Minutes"), "30");
    await user.type(screen.getByLabelText("What did you do?"), "Built the login form");
    expect(screen.getByText("20/500")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Log time" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ work_date: "2026-11-24", minutes: 150, description: "Built the login form" });
  });

  it("says what is wrong before sending, and shows the server's refusal beside the form", async () => {
    const onSave = vi.fn(async () => {
      throw Object.assign(new Error("Request failed"), {
        isAxiosError: true,
        response: { status: 422, data: { message: "The weekly cap is 40 h: 38 h are logged, 2 h more fit." } },
      });
    });
    const user = userEvent.setup();
    renderForm(onSave);
    await user.click(screen.getByRole("button", { name: "Log time" }));
    expect(await screen.findByText("Log at least 1 minute and at most 24 hours.")).toBeVisible();
    expect(screen.getByText("Say what was done.")).toBeVisible();
    expect(screen.getByLabelText("Hours")).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Hours"), "3");
    await user.type(screen.getByLabelText("What did you do?"), "Fixed the build");
    await user.click(screen.getByRole("button", { name: "Log time" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The weekly cap is 40 h: 38 h are logged, 2 h more fit.",
    );
  });
});

describe("disputing a week", () => {
  it("asks for a reason, then sends it", async () => {
    useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
    const sent: unknown[] = [];
    server.use(
      http.post("*/api/client/timesheets/11/dispute", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: timesheet({ status: "disputed", dispute_reason: "Tuesday is doubled." }) });
      }),
    );
    const onDisputed = vi.fn();
    const user = userEvent.setup();
    render(<DisputeWeekDialog sheet={timesheet({ status: "submitted" })} onDisputed={onDisputed} />);
    await user.click(screen.getByRole("button", { name: "Dispute the week of Mon 23 Nov – Sun 29 Nov 2026" }));
    const dialog = screen.getByRole("dialog", { name: "Dispute this week?" });
    await user.click(within(dialog).getByRole("button", { name: "Dispute week" }));
    expect(await within(dialog).findByText("Say what is wrong with the week.")).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText("What is wrong with the week?"), "Tuesday is doubled.");
    await user.click(within(dialog).getByRole("button", { name: "Dispute week" }));
    await waitFor(() => expect(onDisputed).toHaveBeenCalled());
    expect(sent).toEqual([{ reason: "Tuesday is doubled." }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
