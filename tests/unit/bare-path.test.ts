import { describe, expect, it } from "vitest";

import { isBarePath, isNoIndexPath } from "@/lib/layout/bare-path";

describe("the layout rule (bare paths)", () => {
  it.each([
    "/login",
    "/apply/now",
    "/hire",
    "/hire/react",
    "/recruiter/dashboard",
    "/talent/profile",
    "/admin",
    "/admin/jobs",
    "/test",
    "/signup/talent",
    "/signup/recruiter",
    "/jobs/test-automation-engineer",
  ])("renders %s bare", (path) => expect(isBarePath(path)).toBe(true));

  it.each([
    "/",
    "/for-talent",
    "/fresh-talent",
    "/jobs",
    "/jobs/senior-react-developer",
    "/terms-and-conditions",
    "/privacy-policy",
    "/signup",
  ])("renders %s with the header and footer", (path) => expect(isBarePath(path)).toBe(false));

  it("keeps only /admin paths out of search engines", () => {
    expect(isNoIndexPath("/admin")).toBe(true);
    expect(isNoIndexPath("/x/admin/y")).toBe(true);
    expect(isNoIndexPath("/login")).toBe(false);
    expect(isNoIndexPath("/administrator-jobs")).toBe(true);
  });
});
