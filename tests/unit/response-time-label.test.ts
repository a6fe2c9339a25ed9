import { describe, expect, it } from "vitest";

import { responseTimeLabel } from "@/lib/companies/response-time";

describe("a company's response time label", () => {
  it("says hours, rounded up, within a day", () => {
    expect(responseTimeLabel(0.2)).toBe("Usually responds within 1 hour");
    expect(responseTimeLabel(9.5)).toBe("Usually responds within 10 hours");
    expect(responseTimeLabel(24)).toBe("Usually responds within 24 hours");
  });

  it("says days, rounded up, beyond a day", () => {
    expect(responseTimeLabel(25)).toBe("Usually responds within 2 days");
    expect(responseTimeLabel(71)).toBe("Usually responds within 3 days");
  });
});
