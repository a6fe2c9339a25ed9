import { http, HttpResponse } from "msw";
import { beforeEach, expect, it, vi } from "vitest";

import { markReadRequest, messagesRequest, sendMessageRequest } from "@/lib/api/conversations";

import { server } from "../support/auth-api-mocks";

beforeEach(() => vi.stubEnv("NEXT_PUBLIC_API_KEY", "unit-test-api-key"));

const message = { id: 7, author: "talent", body: "Hello", created_at: "2026-11-27T10:00:00.000Z" };

it("sends a message with its Idempotency-Key, so a retry of the same send reuses it", async () => {
  const keys: (string | null)[] = [];
  server.use(
    http.post("*/api/talent/applications/3/messages", ({ request }) => {
      keys.push(request.headers.get("idempotency-key"));
      return HttpResponse.json({ data: message }, { status: 201 });
    }),
  );
  await expect(sendMessageRequest("talent", 3, "Hello", "key-1")).resolves.toEqual(message);
  expect(keys).toEqual(["key-1"]);
});

it("asks for older messages with `before` and reads the read positions", async () => {
  let query = "";
  server.use(
    http.get("*/api/client/applications/3/messages", ({ request }) => {
      query = new URL(request.url).search;
      return HttpResponse.json({ data: [message], read_up_to: { talent: 7, client: null }, has_more: false });
    }),
    http.post("*/api/client/applications/3/messages/read", async ({ request }) => {
      expect(await request.json()).toEqual({ up_to: 7 });
      return HttpResponse.json({ data: { talent: 7, client: 7 } });
    }),
  );
  const page = await messagesRequest("client", 3, 9);
  expect(query).toBe("?before=9");
  expect(page.read_up_to).toEqual({ talent: 7, client: null });
  await expect(markReadRequest("client", 3, 7)).resolves.toEqual({ talent: 7, client: 7 });
});
