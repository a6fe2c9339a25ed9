import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { VerifyEmailStatus } from "@/components/auth/verify-email-status";
import { ResendVerificationButton } from "@/components/dashboard/resend-verification-button";
import { FORGOT_PASSWORD_COPY, RESET_PASSWORD_COPY } from "@/lib/content/account-links";
import { GOOGLE_UNVERIFIED_ERROR, signInErrorMessage } from "@/lib/content/auth";

import { recordRequests, server } from "../support/auth-api-mocks";

let search = new URLSearchParams();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), useSearchParams: () => search }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  search = new URLSearchParams();
});

const message = (text: string, status = 200) => HttpResponse.json({ data: { message: text } }, { status });
const failure = (text: string, status: number, errors?: Record<string, string[]>) =>
  HttpResponse.json(errors ? { message: text, errors } : { message: text }, { status });

describe("the forgot-password form", () => {
  it("checks the email, sends it with the chosen kind and shows the same text whatever the answer", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post("*/api/auth/password/forgot", async ({ request }) => {
        bodies.push(await request.json());
        await delay(30);
        return message("If an account exists for that email, we sent a link to reset its password.", 202);
      }),
    );
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.click(screen.getByRole("button", { name: FORGOT_PASSWORD_COPY.submit }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("The email field is required.");
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Recruiter" }));
    await user.type(screen.getByLabelText("Email"), "grace@example.com");
    await user.click(screen.getByRole("button", { name: FORGOT_PASSWORD_COPY.submit }));
    expect(screen.getByRole("button", { name: FORGOT_PASSWORD_COPY.sending })).toBeDisabled();
    expect(await screen.findByRole("heading", { name: FORGOT_PASSWORD_COPY.sentTitle })).toBeVisible();
    expect(screen.getByText(FORGOT_PASSWORD_COPY.sent)).toBeVisible();
    expect(screen.getByRole("link", { name: FORGOT_PASSWORD_COPY.backToLogin })).toHaveAttribute("href", "/login");
    expect(bodies).toEqual([{ email: "grace@example.com", type: "client" }]);
  });

  it("shows the server's message when it refuses (too many requests) and keeps the email", async () => {
    server.use(
      http.post("*/api/auth/password/forgot", () =>
        failure("Too many password reset requests from this address. Please try again in 14 minutes.", 429),
      ),
    );
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: FORGOT_PASSWORD_COPY.submit }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Too many password reset requests"));
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
  });
});

describe("the reset-password form", () => {
  it("says at once that a link without a token does not work, with a way to ask for a new one", () => {
    render(<ResetPasswordForm />);
    expect(screen.getByRole("heading", { name: RESET_PASSWORD_COPY.invalidTitle })).toBeVisible();
    expect(screen.getByRole("link", { name: RESET_PASSWORD_COPY.requestNew })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("checks the rules and the confirmation, sends the token and ends with a Log in link", async () => {
    search = new URLSearchParams({ token: "link-token", type: "talent" });
    const bodies: unknown[] = [];
    server.use(
      http.post("*/api/auth/password/reset", async ({ request }) => {
        bodies.push(await request.json());
        return message("Your password has been changed. Please log in with the new password.");
      }),
    );
    const user = userEvent.setup();
    render(<ResetPasswordForm />);
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.password), "short");
    expect(screen.getByLabelText(RESET_PASSWORD_COPY.password)).toHaveAccessibleDescription(
      "The password must be at least 8 characters.",
    );
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.password), "-but-longer");
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.confirm), "short-but-longe");
    expect(screen.getByLabelText(RESET_PASSWORD_COPY.confirm)).toHaveAccessibleDescription(
      RESET_PASSWORD_COPY.mismatch,
    );
    await user.click(screen.getByRole("button", { name: RESET_PASSWORD_COPY.submit }));
    expect(bodies).toEqual([]);
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.confirm), "r");
    await user.click(screen.getByRole("button", { name: RESET_PASSWORD_COPY.submit }));
    expect(await screen.findByRole("heading", { name: RESET_PASSWORD_COPY.doneTitle })).toBeVisible();
    expect(screen.getByRole("link", { name: RESET_PASSWORD_COPY.login })).toHaveAttribute("href", "/login");
    expect(bodies).toEqual([{ token: "link-token", password: "short-but-longer" }]);
  });

  it("shows a field error the server sends (a common password) and a used link's message", async () => {
    search = new URLSearchParams({ token: "link-token" });
    let answer = failure("The given data was invalid.", 422, {
      password: ["This password is too common. Please choose a less common one."],
    });
    server.use(http.post("*/api/auth/password/reset", () => answer));
    const user = userEvent.setup();
    render(<ResetPasswordForm />);
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.password), "password1");
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.confirm), "password1");
    await user.click(screen.getByRole("button", { name: RESET_PASSWORD_COPY.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText(RESET_PASSWORD_COPY.password)).toHaveAccessibleDescription(
        "This password is too common. Please choose a less common one.",
      ),
    );
    answer = failure("This password reset link has expired or was already used. Please ask for a new one.", 410);
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.password), "-now-better");
    await user.clear(screen.getByLabelText(RESET_PASSWORD_COPY.confirm));
    await user.type(screen.getByLabelText(RESET_PASSWORD_COPY.confirm), "password1-now-better");
    await user.click(screen.getByRole("button", { name: RESET_PASSWORD_COPY.submit }));
    expect(await screen.findByRole("heading", { name: RESET_PASSWORD_COPY.invalidTitle })).toBeVisible();
    expect(screen.getByText(/expired or was already used/)).toBeVisible();
  });
});

describe("the verify-email page's status", () => {
  it("posts the token once to the link's kind and says the email is verified", async () => {
    search = new URLSearchParams({ token: "verify-token", type: "client" });
    const seen = recordRequests();
    server.use(http.post("*/api/client/email/verify", () => message("Your email is verified.")));
    render(<VerifyEmailStatus />);
    expect(screen.getByRole("status")).toHaveTextContent("Checking your link…");
    expect(await screen.findByRole("heading", { name: "Your email is verified" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to your workspace" })).toHaveAttribute("href", "/recruiter");
    expect(seen.filter((request) => request.path === "/api/client/email/verify")).toHaveLength(1);
  });

  it("explains a used link and how to get a new one", async () => {
    search = new URLSearchParams({ token: "old-token" });
    server.use(
      http.post("*/api/talent/email/verify", () =>
        failure(
          "This verification link has expired or was already used. If your email is not verified yet, log in: your workspace offers to send a new one.",
          410,
        ),
      ),
    );
    render(<VerifyEmailStatus />);
    expect(await screen.findByRole("heading", { name: "We could not verify your email" })).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("expired or was already used");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });
});

describe("the Resend button of the verification banner", () => {
  it("shows sent, or the server's rate-limit message", async () => {
    let answer = message("We sent a new verification link.", 202);
    server.use(http.post("*/api/talent/email/resend-verification", () => answer));
    const user = userEvent.setup();
    const { unmount } = render(<ResendVerificationButton kind="talent" />);
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText(/Sent\. Check your inbox/)).toBeVisible();
    unmount();

    answer = failure("Too many verification emails. Please try again in 42 minutes.", 429);
    render(<ResendVerificationButton kind="talent" />);
    await user.click(screen.getByRole("button", { name: "Resend" }));
    expect(await screen.findByText("Too many verification emails. Please try again in 42 minutes.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend" })).toBeEnabled();
  });
});

describe("the sign-in page after a refused Google sign-in", () => {
  it("tells the user to log in with the password and verify first", () => {
    expect(signInErrorMessage(GOOGLE_UNVERIFIED_ERROR)).toMatch(/Log in with your password, then verify your email/);
  });
});
