import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { SignInError } from "@/components/auth/sign-in-error";
import { signInErrorMessage } from "@/lib/content/auth";

let query = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => query }));

describe("the sign-in page's error message", () => {
  it("explains the codes it knows", () => {
    expect(signInErrorMessage("SessionRequired")).toBe("Please log in to see that page.");
    expect(signInErrorMessage("AccessDenied")).toBe("Google sign-in needs a verified email address.");
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "Configuration", ""])(
    "falls back to the generic message for %j",
    (code) => expect(signInErrorMessage(code)).toBe("Login failed"),
  );

  it("renders the generic message for ?error=__proto__ instead of crashing the page", () => {
    query = new URLSearchParams("error=__proto__");
    render(<SignInError />);
    expect(screen.getByRole("status")).toHaveTextContent("Login failed");
  });
});
