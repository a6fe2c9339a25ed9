import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";

import { useAuthStore } from "@/store/auth-store";

import { server } from "./auth-api-mocks";

// Unhandled requests fail the test: every call a unit test makes must be one it expects.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  window.localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, error: null });
});
