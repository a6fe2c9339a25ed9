import { act, render } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { RestoredPageGuard } from "@/components/auth/restored-page-guard";
import { isPrivatePath } from "@/lib/security/private-paths";

const reloadPage = vi.fn();
vi.mock("@/lib/browser/load-page", () => ({ loadPage: () => undefined, reloadPage: () => reloadPage() }));

beforeEach(() => reloadPage.mockReset());

describe("private paths", () => {
  it.each([
    "/talent",
    "/talent/profile",
    "/recruiter/jobs/3",
    "/admin/accounts",
    "/api/talent/info",
    "/api/client/jobs",
  ])("%s is private", (path) => expect(isPrivatePath(path)).toBe(true));

  it.each(["/", "/jobs", "/talents", "/profiles/ada", "/talent/amara-okafor.svg", "/api/jobs", "/login"])(
    "%s is not",
    (path) => expect(isPrivatePath(path)).toBe(false),
  );
});

const show = (persisted: boolean) =>
  act(() => {
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted }));
  });

describe("a page restored from the back/forward cache", () => {
  it("is loaded again when it is a signed-in page", () => {
    window.history.pushState({}, "", "/talent/applications");
    render(<RestoredPageGuard />);
    show(false);
    expect(reloadPage).not.toHaveBeenCalled();
    show(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("stays as it is when it is public", () => {
    window.history.pushState({}, "", "/jobs");
    render(<RestoredPageGuard />);
    show(true);
    expect(reloadPage).not.toHaveBeenCalled();
    window.history.pushState({}, "", "/");
  });
});
