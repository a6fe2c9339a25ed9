"use client";

import { useEffect, useState } from "react";

import { AUTH_STATUS_EVENT } from "@/lib/auth/auth-events";
import { applySession, fetchSession, startUp, type SessionSnapshot } from "@/lib/auth/session-sync";
import { loadPage } from "@/lib/browser/load-page";

/**
 * Keeps the auth store in step with the NextAuth session (rules in lib/auth/session-sync.ts). Renders nothing.
 * Status starts as loading; the session is fetched at start-up, when the tab becomes visible again,
 * on storage events from other tabs, and after this tab logs in or out (authStatusChanged), so the
 * rules always judge a fresh session. They run once the stored token has been checked.
 */
export function AuthSync() {
  const [session, setSession] = useState<SessionSnapshot>({ status: "loading", token: null });
  const [initialized, setInitialized] = useState(false);

  useEffect(() => {
    void startUp().finally(() => setInitialized(true));
  }, []);

  useEffect(() => {
    let latest = 0;
    const refetch = () => {
      const request = ++latest;
      fetchSession()
        .then((next) => request === latest && setSession(next))
        .catch(() => undefined); // offline or server down: keep what we know
    };
    const onVisibility = () => document.visibilityState === "visible" && refetch();
    refetch();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("storage", refetch);
    window.addEventListener(AUTH_STATUS_EVENT, refetch);
    return () => {
      latest = -1;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("storage", refetch);
      window.removeEventListener(AUTH_STATUS_EVENT, refetch);
    };
  }, []);

  useEffect(() => {
    if (initialized && session.status !== "loading") {
      void applySession(session, loadPage);
    }
  }, [initialized, session]);

  return null;
}
