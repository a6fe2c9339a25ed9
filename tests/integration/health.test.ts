import { describe, expect, it } from "vitest";

import { GET } from "@/app/api/health/route";
import { useDbHandle } from "@/lib/server/db/client";

import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("GET /api/health", () => {
  it("answers ok after a real query", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });
});

describe("GET /api/health without a database", () => {
  it("answers 503 with a JSON message", async () => {
    useDbHandle({
      driver: "postgres",
      close: async () => undefined,
      listen: () => Promise.reject(new Error("connection refused")),
      db: { execute: () => Promise.reject(new Error("connection refused")) } as never,
    });
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ db: "unavailable", message: expect.any(String) });
    useDbHandle(undefined);
  });
});
