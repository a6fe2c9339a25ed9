import { describe, expect, it } from "vitest";
import { canMoveJob, effectiveStatus, hasLapsed, publishTarget } from "@/lib/server/jobs/job-states";
import { JOB_STATUSES } from "@/lib/validation/client-jobs";

describe("the job state machine", () => {
  const allowed = new Set(["draft>open", "open>closed", "closed>open"]);

  it.each(JOB_STATUSES.flatMap((from) => JOB_STATUSES.map((to) => [from, to] as const)))("%s → %s is allowed only when listed", (from, to) => {
    expect(canMoveJob(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it("publishes to open", () => {
    expect(publishTarget()).toBe("open");
  });

  it("reads an open job past its closing date as closed, and the closing day itself as open", () => {
    expect(effectiveStatus("open", "2026-01-09", "2026-01-10")).toBe("closed");
    expect(effectiveStatus("open", "2026-01-10", "2026-01-10")).toBe("open");
    expect(effectiveStatus("open", null, "2026-01-10")).toBe("open");
    expect(effectiveStatus("draft", "2020-01-01", "2026-01-10")).toBe("draft");
    expect(hasLapsed("2026-01-09", "2026-01-10")).toBe(true);
    expect(hasLapsed(null)).toBe(false);
  });
});
