import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { OnboardingWizard } from "@/app/(bare)/(area)/talent/onboarding/_components/onboarding-wizard";
import { useAuthStore } from "@/store/auth-store";

import { server, talentUser } from "../support/auth-api-mocks";
import { catalogues, emptyProfile, updateAnswer } from "../support/profile-fixtures";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  push.mockReset();
  // The store's token is the one the update must carry; a stale key must not win.
  window.localStorage.setItem("auth_token", "stale-token");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
});

/** Records the profile updates the browser sends: their bearer token and multipart fields. */
function recordUpdates() {
  const seen: { authorization: string | null; fields: [string, FormDataEntryValue][] }[] = [];
  server.use(
    http.post("*/api/talent/profile_update", async ({ request }) => {
      seen.push({
        authorization: request.headers.get("authorization"),
        fields: [...(await request.formData()).entries()],
      });
      return HttpResponse.json(updateAnswer());
    }),
  );
  return seen;
}

describe("an onboarding step", () => {
  it("sends its fields and the step as multipart with the talent's token given explicitly", async () => {
    const seen = recordUpdates();
    const user = userEvent.setup();
    render(<OnboardingWizard profile={emptyProfile} catalogues={catalogues} initialStep={1} />);
    expect(screen.getByText("Step 1 of 5")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("What do you do?"), "Software Development");
    await user.type(screen.getByLabelText("Headline"), "Frontend engineer");
    await user.type(screen.getByLabelText("Years of experience"), "7");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(screen.getByText("Step 2 of 5")).toBeInTheDocument());
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe("Bearer store-token");
    expect(seen[0]!.fields).toEqual([
      ["category_id", "1"],
      ["headline", "Frontend engineer"],
      ["years_experience", "7"],
      ["experience_level", ""],
      ["onboarding_step", "1"],
    ]);
  });

  it("sends nothing while a field breaks the API's rules, and says which", async () => {
    const seen = recordUpdates();
    const user = userEvent.setup();
    render(<OnboardingWizard profile={emptyProfile} catalogues={catalogues} initialStep={1} />);
    await user.type(screen.getByLabelText("Years of experience"), "99");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const years = screen.getByLabelText("Years of experience");
    await waitFor(() => expect(years).toHaveAttribute("aria-invalid", "true"));
    expect(years).toHaveAccessibleDescription("The years of experience may not be greater than 60.");
    expect(years).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Please correct the fields marked below.");
    expect(seen).toHaveLength(0);
  });

  it("records the step when skipped, and Back returns without saving", async () => {
    const seen = recordUpdates();
    const user = userEvent.setup();
    render(
      <OnboardingWizard profile={{ ...emptyProfile, onboarding_step: 2 }} catalogues={catalogues} initialStep={3} />,
    );
    await user.click(screen.getByRole("button", { name: "Skip for now" }));
    await waitFor(() => expect(screen.getByText("Step 4 of 5")).toBeInTheDocument());
    expect(seen.map((request) => request.fields)).toEqual([[["onboarding_step", "3"]]]);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("Step 3 of 5")).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it("leads to the talent's home after the last step", async () => {
    recordUpdates();
    const user = userEvent.setup();
    render(
      <OnboardingWizard profile={{ ...emptyProfile, onboarding_step: 4 }} catalogues={catalogues} initialStep={5} />,
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/talent"));
  });
});

describe("the skills typeahead", () => {
  beforeEach(() => {
    server.use(
      http.get("*/api/talent/custom_skills", ({ request }) => {
        const search = new URL(request.url).searchParams.get("search") ?? "";
        const all = [
          { id: 40, name: "GraphQL", category_id: 1 },
          { id: 41, name: "Grafana", category_id: 1 },
        ];
        return HttpResponse.json({
          data: all.filter((skill) => skill.name.toLowerCase().includes(search.toLowerCase())),
        });
      }),
    );
  });

  it("adds a suggestion with the keyboard as a removable chip, and Escape closes the list", async () => {
    const user = userEvent.setup();
    render(<OnboardingWizard profile={{ ...emptyProfile, category_id: 1 }} catalogues={catalogues} initialStep={2} />);
    const input = screen.getByRole("combobox", { name: "Add other skills" });
    await user.type(input, "gra");
    const listbox = await screen.findByRole("listbox", { name: "Skill suggestions" });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["GraphQL", "Grafana", "Add “gra”"]),
    );
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-controls", listbox.id);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = screen.getByRole("option", { name: "Grafana" });
    expect(input).toHaveAttribute("aria-activedescendant", active.id);
    expect(active).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(within(screen.getByRole("list", { name: "Your other skills" })).getByText("Grafana")).toBeInTheDocument();
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");

    await user.type(input, "graph");
    await screen.findByRole("option", { name: "GraphQL" });
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Grafana" }));
    expect(screen.queryByRole("list", { name: "Your other skills" })).not.toBeInTheDocument();
  });

  it("adds what was typed when no suggestion is chosen", async () => {
    const user = userEvent.setup();
    render(<OnboardingWizard profile={{ ...emptyProfile, category_id: 1 }} catalogues={catalogues} initialStep={2} />);
    await user.type(screen.getByRole("combobox", { name: "Add other skills" }), "Elm{Enter}");
    expect(screen.getByRole("button", { name: "Remove Elm" })).toBeInTheDocument();
  });
});
