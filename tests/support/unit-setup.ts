import "@testing-library/jest-dom/vitest";

import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";

import { useAuthStore } from "@/store/auth-store";

import { server } from "./auth-api-mocks";

// findBy/waitFor give up after 1 s by default: too short when the full suite shares two cores with the
// integration tests' databases. A rule that holds waits no longer for it; only a failure does.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no ResizeObserver: components that watch sizes get one that never fires.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Unhandled requests fail the test: every call a unit test makes must be one it expects.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  // A file may run in Node instead of jsdom (`// @vitest-environment node`): it has no window.
  if (typeof window !== "undefined") window.localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, error: null });
});
