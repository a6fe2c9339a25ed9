import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { guardArea } from "@/lib/server/auth/area-guard";
import { buildAuthOptions } from "@/lib/server/auth/next-auth-options";
import { accountForGoogle } from "@/lib/server/auth/session-accounts";
import { resolveToken } from "@/lib/server/auth/tokens";
import { clients } from "@/lib/server/db/schema";

import { registeredClient, registeredTalent } from "../support/accounts";
import { describeOnEachDatabase } from "../support/test-db";

const SECRET = "integration-test-secret-0123456789abcdef";
beforeAll(() => {
  vi.stubEnv("NEXTAUTH_SECRET", SECRET);
});

const options = () => buildAuthOptions({ secure: false });

// NextAuth merges a provider's own options (its id among them) over the defaults at request time.
const providerIdOf = (provider: { id: string; options?: unknown }) =>
  (provider.options as { id?: string } | undefined)?.id ?? provider.id;

async function authorize(providerId: string, token: unknown) {
  const provider = options().providers.find((p) => providerIdOf(p) === providerId) as CredentialsConfig | undefined;
  if (!provider?.options) throw new Error(`no provider ${providerId}`);
  return provider.options.authorize({ token } as Record<"token", string>, { headers: {} } as never);
}

describeOnEachDatabase("NextAuth session", ({ db }) => {
  it("accepts a live API token of the provider's kind, with the user's name", async () => {
    const talent = await registeredTalent({ first_name: "Ada", last_name: "Lovelace" });
    expect(await authorize("talent", talent.token)).toMatchObject({
      name: "Ada Lovelace",
      kind: "talent",
      apiToken: talent.token,
    });
    const client = await registeredClient({ first_name: "Grace", last_name: "Hopper" });
    expect(await authorize("client", client.token)).toMatchObject({ name: "Grace Hopper", kind: "client" });
  });

  it("refuses another kind's token, a made-up token and a malformed one", async () => {
    const talent = await registeredTalent();
    expect(await authorize("client", talent.token)).toBeNull();
    expect(await authorize("talent", "a".repeat(43))).toBeNull();
    expect(await authorize("talent", "short")).toBeNull();
    expect(await authorize("talent", { $ne: "" })).toBeNull();
  });

  it("carries the API token, name and kind from the JWT into the session object", async () => {
    const { callbacks } = options();
    const user = { id: "talent:1", name: "Ada Lovelace", kind: "talent" as const, apiToken: "t".repeat(43) };
    const token = await callbacks!.jwt!({
      token: { sub: "talent:1" },
      user,
      account: null,
      trigger: "signIn",
    } as never);
    expect(token).toMatchObject({ apiToken: user.apiToken, kind: "talent", name: "Ada Lovelace" });
    const session = await callbacks!.session!({ session: { expires: "2099-01-01T00:00:00.000Z" }, token } as never);
    expect(session).toEqual({
      expires: "2099-01-01T00:00:00.000Z",
      token: user.apiToken,
      user: { name: "Ada Lovelace", kind: "talent" },
    });
  });

  it.each([
    ["https://evil.example", "http://127.0.0.1:3401/"],
    ["//evil.example", "http://127.0.0.1:3401/"],
    ["/\\evil.example", "http://127.0.0.1:3401/"],
    ["/talent?tab=1", "http://127.0.0.1:3401/talent?tab=1"],
    ["http://127.0.0.1:3401/recruiter", "http://127.0.0.1:3401/recruiter"],
  ])("redirects %s to %s", async (url, expected) => {
    expect(await options().callbacks!.redirect!({ url, baseUrl: "http://127.0.0.1:3401" })).toBe(expected);
  });

  it("offers no Google provider when Google is not configured", () => {
    expect(options().providers.map(providerIdOf)).toEqual(["talent", "client"]);
  });

  it("matches a Google sign-in to the account with that email, else creates a talent; each gets a live token", async () => {
    const client = await registeredClient({ first_name: "Grace", last_name: "Hopper" });
    // Google attaches only to a verified account (tests/integration/account-links.test.ts covers the refusal).
    await db().update(clients).set({ emailVerifiedAt: new Date() }).where(eq(clients.id, client.user.id));
    const matched = await accountForGoogle(db(), { email: client.email.toUpperCase(), name: "G H" });
    expect(matched).toMatchObject({ kind: "client", name: "Grace Hopper" });
    expect(await resolveToken(db(), "client", matched.apiToken)).not.toBeNull();

    const created = await accountForGoogle(db(), {
      email: "new.google@example.com",
      given_name: "New",
      family_name: "Person",
    });
    expect(created).toMatchObject({ kind: "talent", name: "New Person" });
    expect(await resolveToken(db(), "talent", created.apiToken)).not.toBeNull();
    const again = await accountForGoogle(db(), { email: "new.google@example.com" });
    expect(again.id).toBe(created.id);
  });

  it("refuses a Google account whose email is not verified", async () => {
    const signIn = options().callbacks!.signIn!;
    const account = { provider: "google", type: "oauth", providerAccountId: "1" } as never;
    expect(await signIn({ account, profile: { email: "a@b.co", email_verified: false } } as never)).toBe(false);
    expect(await signIn({ account, profile: { email: "a@b.co", email_verified: true } } as never)).toBe(true);
  });

  it("sends Google back to the sign-in page with GoogleUnverified when an unverified password account has the email", async () => {
    const talent = await registeredTalent();
    const signIn = options().callbacks!.signIn!;
    const account = { provider: "google", type: "oauth", providerAccountId: "2" } as never;
    expect(await signIn({ account, profile: { email: talent.email, email_verified: true } } as never)).toBe(
      "/login?error=GoogleUnverified",
    );
  });
});

describe("the proxy's area guard", () => {
  const request = async (path: string, session?: Record<string, unknown>) => {
    const headers = new Headers();
    if (session) headers.set("cookie", `next-auth.session-token=${await encode({ token: session, secret: SECRET })}`);
    return new NextRequest(`http://127.0.0.1:3401${path}`, { headers });
  };

  it("lets a talent session into /talent and leaves public paths alone", async () => {
    expect(await guardArea(await request("/talent", { kind: "talent", apiToken: "t".repeat(43) }))).toBeNull();
    expect(await guardArea(await request("/signup/talent"))).toBeNull();
    expect(await guardArea(await request("/jobs"))).toBeNull();
  });

  it.each([
    ["/talent", undefined],
    ["/talent/profile?x=1", undefined],
    ["/recruiter", { kind: "talent", apiToken: "t".repeat(43) }],
    ["/talent", { kind: "client", apiToken: "t".repeat(43) }],
  ])("sends %s without the right session to sign-in with error=SessionRequired", async (path, session) => {
    const response = await guardArea(await request(path, session));
    const location = new URL(response?.headers.get("location") ?? "", "http://x");
    expect(response?.status).toBe(307);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("error")).toBe("SessionRequired");
    expect(location.searchParams.get("callbackUrl")).toBe(path);
  });
});
