import type { DefaultSession } from "next-auth";

type AccountType = "talent" | "client";

declare module "next-auth" {
  /** What /api/auth/session answers: the API token, and the user's name and kind. */
  interface Session {
    token: string;
    user: { name: string; kind: AccountType } & Omit<NonNullable<DefaultSession["user"]>, "name">;
  }

  /** What a provider's authorize() (or our Google step) hands to the jwt callback. */
  interface User {
    kind?: AccountType;
    apiToken?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    apiToken?: string;
    kind?: AccountType;
  }
}
