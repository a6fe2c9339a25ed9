"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { loadPage } from "@/lib/browser/load-page";

// Loaded on use, like the user menu's Logout: the API client and NextAuth's client stay out of the first JavaScript.
const logOut = async (navigate: (path: string) => void) =>
  (await import("@/lib/auth/session-actions")).logout(navigate);

/** A Logout button for a workspace page: the same logout as the user menu's (tokens, storage, session, then /). */
export function LogoutButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logOut(loadPage).finally(() => setBusy(false));
      }}
      className={buttonClass("secondary", "md", "disabled:cursor-wait disabled:opacity-70")}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
