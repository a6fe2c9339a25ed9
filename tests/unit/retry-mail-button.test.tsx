import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { RetryMailButton } from "@/components/manage/retry-mail-button";

import { server } from "../support/auth-api-mocks";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  window.localStorage.setItem("manager_token", "manager-token-123");
  refresh.mockClear();
});

describe("the retry button of a parked message", () => {
  it("posts the retry with the manager's token, says the message is queued again and reloads the page's data", async () => {
    let authorization: string | null = null;
    server.use(
      http.post("*/api/manage/mail/7/retry", ({ request }) => {
        authorization = request.headers.get("authorization");
        return HttpResponse.json({ data: { id: 7, status: "pending" } });
      }),
    );
    render(<RetryMailButton id={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry sending" }));
    expect(await screen.findByText("The message is queued again.")).toBeInTheDocument();
    expect(authorization).toBe("Bearer manager-token-123");
    expect(refresh).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Retry sending" })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the retry is refused, and keeps the button", async () => {
    server.use(
      http.post("*/api/manage/mail/7/retry", () =>
        HttpResponse.json({ message: "Only a parked message can be retried." }, { status: 409 }),
      ),
    );
    render(<RetryMailButton id={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry sending" }));
    expect(await screen.findByText("Only a parked message can be retried.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry sending" })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
  });
});
