import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { SaveJobButton } from "@/components/jobs/save-job-button";
import { useAuthStore } from "@/store/auth-store";
import { useSavedJobsStore } from "@/store/saved-jobs-store";

import { savedJob } from "../support/application-fixtures";
import { clientUser, recordRequests, server, talentUser } from "../support/auth-api-mocks";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
  useSavedJobsStore.setState({ owner: null, status: "idle", slugs: new Set(), failure: null });
});

const cards = (
  <>
    <SaveJobButton slug="a" title="Job A" />
    <SaveJobButton slug="b" title="Job B" />
    <SaveJobButton slug="c" title="Job C" />
  </>
);

describe("the save toggle of a job", () => {
  it("reads the talent's saved jobs once for the whole board", async () => {
    const seen = recordRequests();
    server.use(http.get("*/api/talent/saved-jobs", () => HttpResponse.json({ data: [savedJob("b")] })));
    render(cards);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Saved Job B" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(screen.getByRole("button", { name: "Save Job A" })).toHaveAttribute("aria-pressed", "false");
    expect(seen.filter((request) => request.path === "/api/talent/saved-jobs")).toHaveLength(1);
  });

  it("saves at once and keeps it when the server agrees", async () => {
    server.use(
      http.get("*/api/talent/saved-jobs", () => HttpResponse.json({ data: [] })),
      http.put("*/api/talent/saved-jobs/:slug", async ({ params }) => {
        await delay(50);
        return HttpResponse.json({ data: savedJob(String(params.slug)) });
      }),
    );
    const user = userEvent.setup();
    render(<SaveJobButton slug="a" title="Job A" />);
    await user.click(await screen.findByRole("button", { name: "Save Job A" }));
    expect(screen.getByRole("button", { name: "Saved Job A" })).toHaveAttribute("aria-pressed", "true");
    await delay(80);
    expect(screen.getByRole("button", { name: "Saved Job A" })).toHaveAttribute("aria-pressed", "true");
  });

  it("rolls back and says why when the server refuses", async () => {
    server.use(
      http.get("*/api/talent/saved-jobs", () => HttpResponse.json({ data: [savedJob("a")] })),
      http.delete("*/api/talent/saved-jobs/:slug", () =>
        HttpResponse.json({ message: "Job not found." }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    render(<SaveJobButton slug="a" title="Job A" />);
    const button = await screen.findByRole("button", { name: "Saved Job A" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent("Job not found.");
    expect(screen.getByRole("button", { name: "Saved Job A" })).toHaveAttribute("aria-pressed", "true");
  });

  it("sends a visitor to log in and back to the job", () => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    render(<SaveJobButton slug="a" title="Job A" />);
    expect(screen.getByRole("link", { name: "Save Job A" })).toHaveAttribute("href", "/login?callbackUrl=%2Fjobs%2Fa");
  });

  it("shows a recruiter nothing", () => {
    useAuthStore.setState({ user: clientUser, token: "client-token", isAuthenticated: true });
    const { container } = render(<SaveJobButton slug="a" title="Job A" />);
    expect(container).toBeEmptyDOMElement();
  });
});
