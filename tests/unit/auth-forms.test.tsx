import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { LoginForm } from "@/components/auth/login-form";
import { RecruiterSignupForm } from "@/components/auth/recruiter-signup-form";
import { TalentSignupForm } from "@/components/auth/talent-signup-form";

import { clientUser, nextAuthHandlers, server, talentUser, VALID_TOKEN } from "../support/auth-api-mocks";

const push = vi.fn();
let search = new URLSearchParams();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }), useSearchParams: () => search }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  push.mockReset();
  search = new URLSearchParams();
  server.use(...nextAuthHandlers());
});

async function fillTalent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "analytical-engine");
}

describe("the talent signup form", () => {
  it("validates as the user types", async () => {
    const user = userEvent.setup();
    render(<TalentSignupForm />);
    await user.type(screen.getByLabelText("Email"), "ada@");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("The email must be a valid email address.");
    await user.type(screen.getByLabelText("Email"), "example.com");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("sends nothing while invalid", async () => {
    const user = userEvent.setup();
    render(<TalentSignupForm />);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("The first name field is required.");
  });

  it("disables the button while sending, shows the server's message and keeps what was typed", async () => {
    server.use(
      http.post("*/api/talent/register", async () => {
        await delay(50);
        return HttpResponse.json(
          { message: "The email has already been taken.", errors: { email: ["The email has already been taken."] } },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<TalentSignupForm />);
    await fillTalent(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByRole("button", { name: "Creating account…" })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("The email has already been taken."));
    expect(screen.getByRole("alert")).toHaveAttribute("aria-live", "assertive");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("analytical-engine");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled();
  });

  it("shows 'Signup failed' when the server gives no message", async () => {
    server.use(http.post("*/api/talent/register", () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup();
    render(<TalentSignupForm />);
    await fillTalent(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Signup failed"));
  });

  it("lands on the profile's onboarding after signing up", async () => {
    server.use(
      http.post("*/api/talent/register", () =>
        HttpResponse.json({ data: { user: talentUser, token: VALID_TOKEN } }, { status: 201 }),
      ),
    );
    const user = userEvent.setup();
    render(<TalentSignupForm />);
    await fillTalent(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/talent/onboarding"));
  });

  it("goes back to the job it came from when the address carries a callbackUrl, but never to another site", async () => {
    server.use(
      http.post("*/api/talent/register", () =>
        HttpResponse.json({ data: { user: talentUser, token: VALID_TOKEN } }, { status: 201 }),
      ),
    );
    const user = userEvent.setup();
    search = new URLSearchParams({ callbackUrl: "/jobs/senior-react-developer" });
    const { unmount } = render(<TalentSignupForm />);
    await fillTalent(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/jobs/senior-react-developer"));
    unmount();

    push.mockReset();
    search = new URLSearchParams({ callbackUrl: "https://evil.example/jobs" });
    render(<TalentSignupForm />);
    await fillTalent(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/talent/onboarding"));
  });
});

describe("typing before the page's JavaScript runs", () => {
  it("is kept once the form hydrates", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<TalentSignupForm />);
    document.body.append(container);
    const firstName = container.querySelector<HTMLInputElement>("input[name=first_name]")!;
    firstName.value = "Grace"; // typed into the server-rendered HTML
    const root = await act(async () => hydrateRoot(container, <TalentSignupForm />));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Last name"), "Hopper"); // a re-render after hydration
    expect(screen.getByLabelText("First name")).toHaveValue("Grace");
    act(() => root.unmount());
    container.remove();
  });
});

describe("the recruiter signup form", () => {
  it("asks for the company and sends what they hire for", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post("*/api/client/register", async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          { data: { user: { ...talentUser, type: "client" }, token: VALID_TOKEN } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<RecruiterSignupForm />);
    await fillTalent(user);
    await user.type(screen.getByLabelText("Company name"), "Analytical Ltd");
    await user.selectOptions(screen.getByLabelText("Company size"), "11-50");
    await user.type(screen.getByLabelText("Website"), "not a url");
    expect(screen.getByLabelText("Website")).toHaveAttribute("aria-invalid", "true");
    await user.clear(screen.getByLabelText("Website"));
    await user.selectOptions(screen.getByLabelText("What are you hiring for?"), "UI/UX Design");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/recruiter"));
    const form = sent as FormData | null;
    expect(form?.get("company_name")).toBe("Analytical Ltd");
    expect(form?.get("company_size")).toBe("11-50");
    expect(form?.get("hiring_for")).toBe("2");
    expect(form?.has("website")).toBe(false);
  });
});

describe("the login form", () => {
  async function logIn(kind: "Talent" | "Recruiter" = "Talent") {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole("radio", { name: kind }));
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "analytical-engine");
    await user.click(screen.getByRole("button", { name: "Log in" }));
  }

  it("shows the server's message on a wrong password", async () => {
    server.use(
      http.post("*/api/client/login", () =>
        HttpResponse.json({ message: "Invalid email or password" }, { status: 401 }),
      ),
    );
    await logIn("Recruiter");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Invalid email or password"));
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.queryByRole("button", { name: /^Switch to/ })).not.toBeInTheDocument();
  });

  it("when the password is right for a recruiter account, says so and switches the choice to Recruiter", async () => {
    const wrongKind = {
      message: "This email and password are for a recruiter account. Log in as Recruiter instead.",
      code: "wrong_account_kind",
      account_kind: "client",
    };
    server.use(
      http.post("*/api/talent/login", () => HttpResponse.json(wrongKind, { status: 409 })),
      http.post("*/api/client/login", () => HttpResponse.json({ data: { user: clientUser, token: VALID_TOKEN } })),
    );
    const user = userEvent.setup();
    await logIn();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(wrongKind.message));
    expect(screen.getByRole("radio", { name: "Talent" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Switch to Recruiter" }));
    expect(screen.getByRole("radio", { name: "Recruiter" })).toBeChecked();
    expect(screen.queryByRole("button", { name: "Switch to Recruiter" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveValue("analytical-engine");

    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/recruiter"));
  });

  it("offers no switch for a 409 that is not about the account kind", async () => {
    server.use(
      http.post("*/api/talent/login", () => HttpResponse.json({ message: "Something else" }, { status: 409 })),
    );
    await logIn();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Something else"));
    expect(screen.queryByRole("button", { name: /^Switch to/ })).not.toBeInTheDocument();
  });

  it("shows 'Login failed' when the server gives no message", async () => {
    server.use(http.post("*/api/talent/login", () => HttpResponse.error()));
    await logIn();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Login failed"));
  });

  it.each([
    ["/talent/profile?tab=1", "/talent/profile?tab=1"],
    ["https://evil.example", "/talent"],
    ["//evil.example", "/talent"],
    ["/\\evil.example", "/talent"],
  ])("after login goes to callbackUrl %s → %s", async (callbackUrl, expected) => {
    search = new URLSearchParams({ callbackUrl });
    server.use(
      http.post("*/api/talent/login", () => HttpResponse.json({ data: { user: talentUser, token: VALID_TOKEN } })),
    );
    await logIn();
    await waitFor(() => expect(push).toHaveBeenCalledWith(expected));
  });

  it("logs in from the page a protected area sent the visitor to (?error=SessionRequired)", async () => {
    window.history.pushState({}, "", "/login?error=SessionRequired&callbackUrl=%2Ftalent");
    search = new URLSearchParams({ error: "SessionRequired", callbackUrl: "/talent" });
    server.use(
      http.post("*/api/talent/login", () => HttpResponse.json({ data: { user: talentUser, token: VALID_TOKEN } })),
    );
    try {
      await logIn();
      await waitFor(() => expect(push).toHaveBeenCalledWith("/talent"));
      expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    } finally {
      window.history.pushState({}, "", "/");
    }
  });
});
