import { afterEach, expect, it, vi } from "vitest";

import { GET as benchFloor } from "@/app/api/bench-floor/route";

import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("the bench's floor, GET /api/bench-floor", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("answers the JSON 404 of an unknown API path on a server without BENCH_FLOORS=1", async () => {
    vi.stubEnv("BENCH_FLOORS", "");
    const response = await call(benchFloor, { path: "/api/bench-floor" });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Not found." });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers its constant 200 on the bench's server (BENCH_FLOORS=1)", async () => {
    vi.stubEnv("BENCH_FLOORS", "1");
    const response = await call(benchFloor, { path: "/api/bench-floor" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { ok: true } });
  });
});
