"use client";

import { loadPage } from "@/lib/browser/load-page";

import { AccountMenu } from "./account-menu";

// Loaded on use: the API client and NextAuth's client stay out of every page's first JavaScript.
const logOut = async (navigate: (path: string) => void) =>
  (await import("@/lib/auth/session-actions")).logout(navigate);

/** The logged-in talent's or recruiter's dropdown: their name on the button, Logout inside. */
export function UserMenu({ name }: { name: string }) {
  return <AccountMenu name={name} actionLabel="Logout" onAction={() => void logOut(loadPage)} />;
}
