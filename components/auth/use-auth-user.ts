"use client";

import { useSyncExternalStore } from "react";

import { AUTH_STATUS_EVENT } from "@/lib/auth/auth-events";
import type { User } from "@/lib/validation/accounts";
import { useAuthStore } from "@/store/auth-store";

function subscribe(onChange: () => void) {
  window.addEventListener(AUTH_STATUS_EVENT, onChange);
  const unsubscribe = useAuthStore.subscribe(onChange);
  return () => {
    window.removeEventListener(AUTH_STATUS_EVENT, onChange);
    unsubscribe();
  };
}

const currentUser = () => {
  const { isAuthenticated, user } = useAuthStore.getState();
  return isAuthenticated ? user : null;
};

/**
 * The logged-in user for the header, re-read whenever authStatusChanged is broadcast.
 * The server (and hydration) sees nobody, so public pages stay static and render logged out.
 */
export const useAuthUser = (): User | null => useSyncExternalStore(subscribe, currentUser, () => null);
