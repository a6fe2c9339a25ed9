import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { GoogleSignIn } from "@/components/auth/google-sign-in";

import { nextAuthHandlers, server } from "../support/auth-api-mocks";

describe("Google sign-in", () => {
  it("is absent when the server offers no Google provider", async () => {
    server.use(...nextAuthHandlers());
    render(<GoogleSignIn callbackUrl={null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
  });

  it("appears when the server offers Google", async () => {
    server.use(
      http.get("*/api/auth/providers", () =>
        HttpResponse.json({
          google: {
            id: "google",
            name: "Google",
            type: "oauth",
            signinUrl: "/api/auth/signin/google",
            callbackUrl: "/api/auth/callback/google",
          },
        }),
      ),
    );
    render(<GoogleSignIn callbackUrl="/talent" />);
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
  });
});
