import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ProfileEditor } from "@/app/(bare)/(area)/talent/profile/_components/profile-editor";
import { useAuthStore } from "@/store/auth-store";

import { server, talentUser } from "../support/auth-api-mocks";
import { file, pngBytes } from "../support/files";
import { catalogues, emptyProfile, updateAnswer } from "../support/profile-fixtures";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
});

describe("the profile editor", () => {
  it("shows the server's 422 errors at their fields and focuses the first", async () => {
    server.use(
      http.post("*/api/talent/profile_update", () =>
        HttpResponse.json(
          {
            message: "The given data was invalid.",
            errors: {
              handle: ["The handle has already been taken."],
              "experience.0.end_month": ["The end month may not be before the start month."],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const profile = {
      ...emptyProfile,
      experience: [
        {
          title: "Engineer",
          company: "Acme",
          start_month: "2020-01",
          end_month: "2021-01",
          current: false,
          description: null,
        },
      ],
    };
    const user = userEvent.setup();
    render(<ProfileEditor profile={profile} catalogues={catalogues} />);
    await user.clear(screen.getByLabelText("Profile address"));
    await user.type(screen.getByLabelText("Profile address"), "taken-handle");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const handle = screen.getByLabelText("Profile address");
    await waitFor(() => expect(handle).toHaveAttribute("aria-invalid", "true"));
    expect(handle).toHaveAccessibleDescription(expect.stringContaining("The handle has already been taken."));
    expect(screen.getByLabelText("End month")).toHaveAccessibleDescription(
      "The end month may not be before the start month.",
    );
    expect(handle).toHaveFocus();
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("Please correct the fields marked below.");
  });

  it("says Saved after a save, and the preview follows the form as the talent types", async () => {
    server.use(
      http.post("*/api/talent/profile_update", () =>
        HttpResponse.json(updateAnswer({ ...emptyProfile, headline: "Data engineer" })),
      ),
    );
    const user = userEvent.setup();
    render(<ProfileEditor profile={emptyProfile} catalogues={catalogues} />);
    await user.type(screen.getByLabelText("Headline"), "Data engineer");
    const preview = screen.getByRole("complementary", { name: "How recruiters see your profile" });
    expect(preview).toHaveTextContent("Data engineer");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.getByText("Saved")).toBeInTheDocument());
  });

  it("shows the upload's progress, then the new photo with Replace and Remove", async () => {
    let sent: FormDataEntryValue | null = null;
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post("*/api/talent/profile_update", async ({ request }) => {
        const form = await request.formData();
        sent = form.get("avatar");
        await answered;
        await delay(10);
        return HttpResponse.json(
          updateAnswer({ ...emptyProfile, avatar_url: "/api/files/6c1d5ad0-0000-4000-8000-000000000009" }),
        );
      }),
    );
    const user = userEvent.setup();
    render(<ProfileEditor profile={emptyProfile} catalogues={catalogues} />);
    await user.upload(screen.getByLabelText("Upload photo"), file(pngBytes(), "me.png", "image/png"));

    const bar = await screen.findByRole("progressbar", { name: "Uploading photo" });
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(0);
    release();
    expect(sent).not.toBeNull();
    expect(typeof sent).not.toBe("string");
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    expect(screen.getAllByRole("img", { name: "Photo of Ada Lovelace" })[0]).toHaveAttribute(
      "src",
      "/api/files/6c1d5ad0-0000-4000-8000-000000000009",
    );
    expect(screen.getByLabelText("Replace photo")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove photo" })).toBeInTheDocument();
  });

  it("refuses a file of the wrong type before sending it", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ProfileEditor profile={emptyProfile} catalogues={catalogues} />);
    await user.upload(screen.getByLabelText("Upload résumé"), file(pngBytes(), "cv.png", "image/png"));
    expect(screen.getByRole("alert")).toHaveTextContent("The résumé must be: A PDF, up to 5 MB.");
  });
});
