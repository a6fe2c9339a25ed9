import { act, render, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LiveEventsProvider, useLiveEvent } from "@/components/live/live-events";
import { STORAGE_KEYS } from "@/lib/api/token-storage";
import { broadcastAuthStatus } from "@/lib/auth/auth-events";

import { server } from "../support/auth-api-mocks";

const message = {
  application_id: 4,
  message: { id: 7, author: "client", body: "Hi", created_at: "2026-11-27T07:00:00.000Z" },
};

function Probe({ onMessage, onRead }: { onMessage: (data: unknown) => void; onRead: (data: unknown) => void }) {
  useLiveEvent("message", onMessage);
  useLiveEvent("read", onRead);
  return null;
}

/** Serves the talent's stream: `text`, then held open until the request is aborted. */
function serveStream(text: string) {
  const requests: Request[] = [];
  const aborted = vi.fn();
  server.use(
    http.get("*/api/talent/events", ({ request }) => {
      requests.push(request);
      request.signal.addEventListener("abort", aborted);
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode(text)),
      });
      return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
    }),
  );
  return { requests, aborted };
}

describe("LiveEventsProvider", () => {
  beforeEach(() => vi.stubEnv("NEXT_PUBLIC_API_KEY", "test-key"));
  afterEach(() => vi.unstubAllEnvs());

  it("opens one stream with the API key and token, and hands each checked event to its handlers", async () => {
    window.localStorage.setItem(STORAGE_KEYS.talentToken, "talent-token");
    const { requests, aborted } = serveStream(
      `: connected\n\nid: 1\nevent: message\ndata: ${JSON.stringify(message)}\n\n` +
        `id: 2\nevent: read\ndata: {"application_id":"not a number"}\n\nid: 3\nevent: unknown\ndata: {}\n\n`,
    );
    const onMessage = vi.fn();
    const onRead = vi.fn();
    const { unmount } = render(
      <LiveEventsProvider kind="talent">
        <Probe onMessage={onMessage} onRead={onRead} />
        <Probe onMessage={onMessage} onRead={onRead} />
      </LiveEventsProvider>,
    );
    await waitFor(() => expect(onMessage).toHaveBeenCalledTimes(2));
    expect(onMessage).toHaveBeenCalledWith(message);
    expect(onRead).not.toHaveBeenCalled(); // not the shape of a read event
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.get("x-api-key")).toBe("test-key");
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer talent-token");
    expect(requests[0]!.headers.get("last-event-id")).toBeNull();
    unmount();
    await waitFor(() => expect(aborted).toHaveBeenCalled());
  });

  it("starts again with another account's token, and stops when signed out", async () => {
    window.localStorage.setItem(STORAGE_KEYS.talentToken, "first-token");
    const { requests, aborted } = serveStream(": connected\n\n");
    render(
      <LiveEventsProvider kind="talent">
        <Probe onMessage={vi.fn()} onRead={vi.fn()} />
      </LiveEventsProvider>,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => broadcastAuthStatus()); // the same token: the stream stays
    window.localStorage.setItem(STORAGE_KEYS.talentToken, "second-token");
    act(() => broadcastAuthStatus());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(requests[1]!.headers.get("authorization")).toBe("Bearer second-token");
    window.localStorage.removeItem(STORAGE_KEYS.talentToken);
    act(() => broadcastAuthStatus());
    await waitFor(() => expect(aborted).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(2);
  });

  it("opens nothing without the kind's token", async () => {
    window.localStorage.setItem(STORAGE_KEYS.clientToken, "client-token");
    const { requests } = serveStream("");
    render(
      <LiveEventsProvider kind="talent">
        <Probe onMessage={vi.fn()} onRead={vi.fn()} />
      </LiveEventsProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(0);
  });
});
