import "server-only";

import type { AuthOptions, DefaultSession } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { z } from "zod";

import type { MemberKind } from "@/lib/accounts/kinds";
import { SIGN_IN_PATH } from "@/lib/auth/areas";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { ACCOUNT_SUSPENDED_ERROR, GOOGLE_UNVERIFIED_ERROR, MEMBER_KIND_LABELS } from "@/lib/content/auth";

import { AccountSuspendedError } from "../accounts/session-grant";
import { getDb } from "../db/client";
import { env } from "../env";
import { getAuthSecret } from "./auth-secret";
import { accountForGoogle, accountForToken, GoogleAttachRefused, googleMatch } from "./session-accounts";

declare module "next-auth" {
  /** What /api/auth/session answers: the API token, and the user's name and kind. */
  interface Session {
    token: string;
    user: { name: string; kind: MemberKind } & Omit<NonNullable<DefaultSession["user"]>, "name">;
  }

  /** What a provider's authorize() (or our Google step) hands to the jwt callback. */
  interface User {
    kind?: MemberKind;
    apiToken?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    apiToken?: string;
    kind?: MemberKind;
  }
}

// The API's token format (see bearerToken): anything else is refused before the database is asked.
const apiTokenSchema = z.string().regex(/^[A-Za-z0-9._~+/=-]{16,512}$/);

/**
 * One credentials provider per account kind. The browser first logs in (or signs up) through the API,
 * which checks the password and applies the rate limits; it then hands the API token it received to
 * this provider, which accepts it only if it is a live token of that kind. So the password is checked
 * in one place, and the session holds exactly the token the API issued.
 */
const apiTokenProvider = (kind: MemberKind) =>
  CredentialsProvider({
    id: kind,
    name: MEMBER_KIND_LABELS[kind],
    credentials: { token: { label: "API token", type: "password" } },
    async authorize(credentials) {
      const token = apiTokenSchema.safeParse(credentials?.token);
      if (!token.success) return null;
      return accountForToken(await getDb(), kind, token.data);
    },
  });

export const isGoogleConfigured = () => Boolean(env().GOOGLE_CLIENT_ID && env().GOOGLE_CLIENT_SECRET);

/**
 * NextAuth options, built per request (never at import, so `next build` needs no secret file).
 * `secure`: the request came over HTTPS, so cookies get the Secure flag (they are always HttpOnly, SameSite=Lax).
 */
export function buildAuthOptions({ secure }: { secure: boolean }): AuthOptions {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt" },
    useSecureCookies: secure,
    pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
    providers: [
      apiTokenProvider("talent"),
      apiTokenProvider("client"),
      ...(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET
        ? [GoogleProvider({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET })]
        : []),
    ],
    callbacks: {
      async signIn({ account, profile }) {
        if (account?.provider !== "google") return true;
        const google = profile as { email?: string; email_verified?: boolean } | undefined;
        if (!google?.email || google.email_verified !== true) return false;
        try {
          await googleMatch(await getDb(), google.email);
          return true;
        } catch (error) {
          if (error instanceof GoogleAttachRefused) return `${SIGN_IN_PATH}?error=${GOOGLE_UNVERIFIED_ERROR}`;
          if (error instanceof AccountSuspendedError) return `${SIGN_IN_PATH}?error=${ACCOUNT_SUSPENDED_ERROR}`;
          throw error;
        }
      },
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "google" && profile?.email) {
          const found = await accountForGoogle(await getDb(), { ...profile, email: profile.email });
          return { ...token, sub: found.id, name: found.name, kind: found.kind, apiToken: found.apiToken };
        }
        if (user?.apiToken && user.kind) return { ...token, name: user.name, kind: user.kind, apiToken: user.apiToken };
        return token;
      },
      session({ session, token }) {
        return {
          expires: session.expires,
          token: token.apiToken ?? "",
          user: { name: token.name ?? "", kind: token.kind ?? "talent" },
        };
      },
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeCallbackUrl(url, new URL(baseUrl).origin, "/")}`;
      },
    },
  };
}
