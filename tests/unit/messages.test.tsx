import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { DashboardSidebar } from "@/components/dashboard/dashboard-sidebar";
import { bodyParts, MessageBody } from "@/components/messages/message-body";
import { MessageComposer } from "@/components/messages/message-composer";
import { formatMessageTime } from "@/components/messages/message-time";
import { mergeMessages } from "@/components/messages/use-conversation";
import { DASHBOARD_NAV } from "@/lib/content/dashboard-nav";
import { useAuthStore } from "@/store/auth-store";

import { server, talentUser } from "../support/auth-api-mocks";

vi.mock("next/navigation", () => ({ usePathname: () => "/talent/applications" }));

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key");
  useAuthStore.setState({ user: talentUser, token: "store-token", isAuthenticated: true });
});

describe("a message's text", () => {
  it("makes http(s) addresses links that open in a new tab with nofollow ugc noopener, without the sentence's punctuation", () => {
    const { container } = render(
      <MessageBody body={"See https://example.com/a?b=1, and (http://x.test/path). Then ftp://no.test"} />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://example.com/a?b=1", "http://x.test/path"]);
    for (const link of links) {
      expect(link).toHaveAttribute("rel", "nofollow ugc noopener");
      expect(link).toHaveAttribute("target", "_blank");
    }
    expect(container.textContent).toBe("See https://example.com/a?b=1, and (http://x.test/path). Then ftp://no.test");
  });

  it("shows markup as typed and never builds elements or javascript: links from it", () => {
    const body = '<img src=x onerror="alert(1)"><b>bold</b> <a href="javascript:alert(1)">x</a> javascript:alert(2)';
    const { container } = render(<MessageBody body={body} />);
    expect(container.querySelector("img, b, script")).toBeNull();
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(container.textContent).toBe(body);
  });

  it("does not swallow a quote or angle bracket into an address", () => {
    expect(bodyParts('"https://a.test/x"<b>')).toEqual([
      { kind: "text", text: '"' },
      { kind: "link", text: "https://a.test/x", href: "https://a.test/x" },
      { kind: "text", text: '"<b>' },
    ]);
  });

  it("keeps line breaks", () => {
    const { container } = render(<MessageBody body={"one\ntwo"} />);
    expect(container.querySelector("p")).toHaveClass("whitespace-pre-wrap");
    expect(container.textContent).toBe("one\ntwo");
  });
});

describe("the composer", () => {
  it("sends on Enter and keeps Shift+Enter as a new line, then clears", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Write a message" });
    await user.type(box, "Hello{Shift>}{Enter}{/Shift}there");
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, "{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toBe("Hello\nthere");
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("refuses an empty message without sending", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    await user.type(screen.getByRole("textbox"), "   ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write something first.")).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows a counter near the limit and refuses more than 5,000 characters", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByRole("textbox");
    await user.click(box);
    await user.paste("x".repeat(4000));
    expect(screen.queryByText(/\/ 5,000/)).toBeNull();
    await user.paste("x".repeat(1001));
    expect(screen.getByText("5,001 / 5,000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(/may not be longer than 5,000/)).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("keeps the words of a failed send and retries them under the same key; new words get a new key", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(undefined);
    render(<MessageComposer onSend={onSend} />);
    const box = screen.getByRole("textbox");
    await user.type(box, "Are you free on Tuesday?{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("was not sent");
    expect(box).toHaveValue("Are you free on Tuesday?");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(2));
    expect(onSend.mock.calls[1]).toEqual(onSend.mock.calls[0]);
    await waitFor(() => expect(box).toHaveValue(""));
    expect(screen.queryByRole("alert")).toBeNull();

    await user.type(box, "Are you free on Tuesday?{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(3));
    expect(onSend.mock.calls[2]![1]).not.toBe(onSend.mock.calls[0]![1]);
  });
});

describe("message helpers", () => {
  it("merges messages by id, oldest first", () => {
    const at = "2026-01-01T00:00:00.000Z";
    const m = (id: number, body = `m${id}`) => ({ id, author: "talent" as const, body, created_at: at });
    expect(mergeMessages([m(2), m(3)], [m(1), m(3, "again"), m(4)])).toEqual([m(1), m(2), m(3, "again"), m(4)]);
  });

  it("writes the time of day for today and the date before, in the given zone", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(formatMessageTime("2026-03-10T08:05:00Z", "Europe/Berlin", now)).toBe("09:05");
    expect(formatMessageTime("2026-03-09T23:30:00Z", "Africa/Lagos", now)).toBe("00:30");
    expect(formatMessageTime("2026-03-09T23:30:00Z", "UTC", now)).toBe("9 Mar, 23:30");
    expect(formatMessageTime("2025-12-31T10:00:00Z", "UTC", now)).toBe("31 Dec 2025, 10:00");
  });
});

describe("the sidebar's Messages badge", () => {
  it("shows the unread total with an accessible name, and nothing at zero", async () => {
    let total = 3;
    server.use(http.get("*/api/talent/conversations/unread", () => HttpResponse.json({ data: { unread: total } })));
    const { unmount } = render(<DashboardSidebar items={DASHBOARD_NAV.talent} initialExpanded />);
    const link = await screen.findByRole("link", { name: "Messages, 3 unread" });
    expect(link).toHaveAttribute("href", "/talent/messages");
    expect(within(link).getByTestId("unread-badge")).toHaveTextContent("3");
    unmount();

    total = 0;
    render(<DashboardSidebar items={DASHBOARD_NAV.talent} initialExpanded />);
    await waitFor(() => expect(screen.getByRole("link", { name: "Messages" })).toBeInTheDocument());
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });
});
