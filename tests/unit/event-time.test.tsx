import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { EventTime } from "@/app/(site)/events/_components/event-time";
import { formatEventWhen } from "@/lib/format/date-time";

const start = "2026-12-10T14:00:00Z";
const end = "2026-12-10T15:00:00Z";

/** The browser's own zone, as Intl reports it. */
function inZone(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone };
  });
}

afterEach(() => vi.restoreAllMocks());

describe("formatEventWhen", () => {
  it("writes the day, the times and the zone's name", () => {
    expect(formatEventWhen(start, end, "UTC")).toBe("Thu, 10 December 2026, 14:00–15:00 UTC");
    expect(formatEventWhen(start, end, "America/Sao_Paulo")).toBe("Thu, 10 December 2026, 11:00–12:00 GMT-3");
  });

  it("names the end's day when the event crosses midnight in that zone", () => {
    expect(formatEventWhen(start, end, "Pacific/Kiritimati")).toBe("Fri, 11 December 2026, 04:00–05:00 GMT+14");
    expect(formatEventWhen("2026-12-10T22:30:00Z", "2026-12-10T23:30:00Z", "Europe/Berlin")).toBe(
      "Thu, 10 December 2026, 23:30–Fri, 11 December 2026, 00:30 CET",
    );
  });
});

describe("EventTime", () => {
  it("renders UTC on the server, where the viewer's zone is unknown", () => {
    inZone("Asia/Tokyo");
    const html = renderToString(<EventTime start={start} end={end} utc={formatEventWhen(start, end, "UTC")} />);
    expect(html).toContain("Thu, 10 December 2026, 14:00–15:00 UTC");
    expect(html).toContain(`dateTime="${start}"`);
  });

  it("shows the viewer's zone in the browser", () => {
    inZone("Asia/Tokyo");
    render(<EventTime start={start} end={end} utc={formatEventWhen(start, end, "UTC")} />);
    expect(screen.getByText("Thu, 10 December 2026, 23:00–Fri, 11 December 2026, 00:00 GMT+9")).toBeInTheDocument();
  });

  it("hydrates the server's HTML without a mismatch, then switches to the viewer's zone", async () => {
    inZone("Asia/Tokyo");
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <EventTime start={start} end={end} utc={formatEventWhen(start, end, "UTC")} />,
    );
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <EventTime start={start} end={end} utc={formatEventWhen(start, end, "UTC")} />, {
        onRecoverableError,
      });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector("time")?.textContent).not.toContain("UTC");
    container.remove();
  });
});
