import { describe, expect, it } from "vitest";

import {
  canMoveJob,
  effectiveStatus,
  hasLapsed,
  JOB_STATUS_ENUM_ORDER,
  JOB_STATUSES,
  publishTarget,
  recruiterMayMove,
} from "@/lib/jobs/states";

describe("the job state machine", () => {
  const allowed = new Set([
    "draft>open",
    "draft>pending_review",
    "pending_review>open",
    "pending_review>draft",
    "pending_review>closed",
    "open>closed",
    "closed>open",
    "closed>pending_review",
  ]);

  it.each(JOB_STATUSES.flatMap((from) => JOB_STATUSES.map((to) => [from, to] as const)))(
    "%s → %s is allowed only when listed",
    (from, to) => {
      expect(canMoveJob(from, to)).toBe(allowed.has(`${from}>${to}`));
    },
  );

  it("publishes to open for an approved company and to review otherwise", () => {
    expect(publishTarget(true)).toBe("open");
    expect(publishTarget(false)).toBe("pending_review");
  });

  it("lets a recruiter withdraw a job in review but never decide on it", () => {
    expect(recruiterMayMove("pending_review", "closed")).toBe(true);
    expect(recruiterMayMove("pending_review", "open")).toBe(false);
    expect(recruiterMayMove("pending_review", "draft")).toBe(false);
    expect(recruiterMayMove("draft", "pending_review")).toBe(true);
    expect(recruiterMayMove("closed", "pending_review")).toBe(true);
    expect(recruiterMayMove("open", "closed")).toBe(true);
  });

  it("reads an open job past its closing date as closed, and the closing day itself as open", () => {
    expect(effectiveStatus("open", "2026-01-09", "2026-01-10")).toBe("closed");
    expect(effectiveStatus("open", "2026-01-10", "2026-01-10")).toBe("open");
    expect(effectiveStatus("open", null, "2026-01-10")).toBe("open");
    expect(effectiveStatus("draft", "2020-01-01", "2026-01-10")).toBe("draft");
    expect(hasLapsed("2026-01-09", "2026-01-10")).toBe(true);
    expect(hasLapsed(null)).toBe(false);
  });

  it("builds the database enum from every status, in the enum's own order", () => {
    expect([...JOB_STATUS_ENUM_ORDER].sort()).toEqual([...JOB_STATUSES].sort());
  });
});
