import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { SaveSearch } from "@/app/(site)/jobs/_components/save-search";
import { useAuthStore } from "@/store/auth-store";

import { clientUser, server, talentUser } from "../support/auth-api-mocks";

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
});

const saved = (name: string) => ({
  id: 7,
  name,
  query: {},
  summary: name,
  board_path: "/jobs",
  created_at: "2026-11-24T10:00:00.000Z",
});

describe("the board's Save this search", () => {
  it("offers the filters in words as the name and saves them without paging or order", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/talent/saved-searches", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: saved("Design work") }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<SaveSearch filters={{ search: "figma", category: "2", page: "3", sort: "rate_low" }} />);
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const name = screen.getByLabelText("Name of the search");
    expect(name).toHaveValue("“figma” · UI/UX Design");
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, "Design work");
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Search saved.");
    expect(screen.getByRole("link", { name: "See your job alerts" })).toHaveAttribute(
      "href",
      "/talent/saved-jobs#job-alerts",
    );
    expect(body).toEqual({ name: "Design work", query: { search: "figma", category: "2" } });
  });

  it("says why when the server refuses, and keeps the form", async () => {
    server.use(
      http.post("*/api/talent/saved-searches", () =>
        HttpResponse.json({ message: "You can save up to 20 searches. Delete one to save another." }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    render(<SaveSearch filters={{}} />);
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    expect(screen.getByLabelText("Name of the search")).toHaveValue("All jobs");
    await user.click(screen.getByRole("button", { name: "Save search" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You can save up to 20 searches.");
    expect(screen.getByRole("button", { name: "Save search" })).toBeEnabled();
  });

  it("is not offered to visitors, recruiters, or for filters the board refused", () => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false });
    const { rerender } = render(<SaveSearch filters={{ search: "react" }} />);
    expect(screen.queryByRole("button", { name: "Save this search" })).toBeNull();
    useAuthStore.setState({ user: clientUser, token: "store-token", isAuthenticated: true });
    rerender(<SaveSearch filters={{ search: "react" }} />);
    expect(screen.queryByRole("button", { name: "Save this search" })).toBeNull();
    useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
    rerender(<SaveSearch filters={{ job_type: "weekly" }} />);
    expect(screen.queryByRole("button", { name: "Save this search" })).toBeNull();
    rerender(<SaveSearch filters={{ job_type: "hourly" }} />);
    expect(screen.getByRole("button", { name: "Save this search" })).toBeVisible();
  });
});
