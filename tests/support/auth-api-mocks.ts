import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

import type { User } from "@/lib/validation/accounts";

/** The API and NextAuth endpoints as the browser sees them, served by msw inside the unit tests. */
export const server = setupServer();

export const talentUser: User = {
  id: 1,
  uuid: "6c1d5ad0-0000-4000-8000-000000000001",
  first_name: "Ada",
  last_name: "Lovelace",
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  email_verified: true,
  type: "talent",
};

export const clientUser: User = {
  ...talentUser,
  id: 2,
  first_name: "Grace",
  last_name: "Hopper",
  full_name: "Grace Hopper",
  email: "grace@example.com",
  type: "client",
};

export const VALID_TOKEN = "valid-token-0123456789abcdef";

/** Records each request the handlers see: method, path, Authorization and X-API-KEY. */
export function recordRequests() {
  const seen: { method: string; path: string; authorization: string | null; apiKey: string | null }[] = [];
  server.events.on("request:start", ({ request }) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get("authorization"),
      apiKey: request.headers.get("x-api-key"),
    });
  });
  return seen;
}

/** NextAuth's endpoints as next-auth/react calls them for a credentials sign-in and sign-out. */
export const nextAuthHandlers = (session: () => object = () => ({})) => [
  http.get("*/api/auth/providers", () =>
    HttpResponse.json({
      talent: {
        id: "talent",
        name: "Talent",
        type: "credentials",
        signinUrl: "/api/auth/signin/talent",
        callbackUrl: "/api/auth/callback/talent",
      },
      client: {
        id: "client",
        name: "Recruiter",
        type: "credentials",
        signinUrl: "/api/auth/signin/client",
        callbackUrl: "/api/auth/callback/client",
      },
    }),
  ),
  http.get("*/api/auth/csrf", () => HttpResponse.json({ csrfToken: "csrf" })),
  http.get("*/api/auth/session", () => HttpResponse.json(session())),
  // Like NextAuth: a successful sign-in answers with the callbackUrl it was given (the page's own url by default).
  http.post("*/api/auth/callback/:provider", async ({ request }) => {
    const callbackUrl = new URLSearchParams(await request.text()).get("callbackUrl");
    return HttpResponse.json({ url: callbackUrl || "http://localhost:3000/" });
  }),
  http.post("*/api/auth/signout", () => HttpResponse.json({ url: "http://localhost:3000/" })),
  http.post("*/api/auth/_log", () => new HttpResponse(null, { status: 200 })),
];

/** talent/info and client/info that accept only `VALID_TOKEN` for their own kind. */
export const infoHandlers = (validFor: "talent" | "client" | "none") => [
  http.get("*/api/talent/info", ({ request }) =>
    validFor === "talent" && request.headers.get("authorization") === `Bearer ${VALID_TOKEN}`
      ? HttpResponse.json({ data: talentUser })
      : HttpResponse.json({ message: "Unauthenticated." }, { status: 401 }),
  ),
  http.get("*/api/client/info", ({ request }) =>
    validFor === "client" && request.headers.get("authorization") === `Bearer ${VALID_TOKEN}`
      ? HttpResponse.json({ data: clientUser })
      : HttpResponse.json({ message: "Unauthenticated." }, { status: 401 }),
  ),
];
