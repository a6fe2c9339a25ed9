"use client";

import { useEffect } from "react";

import { readStored, STORAGE_KEYS, writeStored } from "@/lib/api/token-storage";

/**
 * Keeps `manager_token` (which the API client sends on /api/manage calls) the token of the console's
 * session: after a sign-in in another tab, or storage cleared while the session cookie lives on.
 */
export function ManagerTokenSync({ token }: { token: string }) {
  useEffect(() => {
    if (readStored(STORAGE_KEYS.managerToken) !== token) writeStored(STORAGE_KEYS.managerToken, token);
  }, [token]);
  return null;
}
