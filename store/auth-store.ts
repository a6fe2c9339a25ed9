import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { removeStored, STORAGE_KEYS, writeStored } from "@/lib/api/token-storage";
import { broadcastAuthStatus } from "@/lib/auth/auth-events";
import type { User } from "@/lib/validation/accounts";

export const AUTH_STORE_KEY = "auth-storage";

type AuthFields = { user: User | null; token: string | null; isAuthenticated: boolean };

export type AuthState = AuthFields & {
  error: string | null;
  /** Login or signup: keeps the user and token, sets isAuthenticated, broadcasts authStatusChanged. */
  setAuth: (user: User, token: string) => void;
  /** Forgets every trace of the session in this tab and broadcasts authStatusChanged. */
  clearAuth: () => void;
  setError: (error: string | null) => void;
};

const loggedOut: AuthFields = { user: null, token: null, isAuthenticated: false };

const clearAuthKeys = () => {
  for (const key of Object.values(STORAGE_KEYS)) removeStored(key);
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...loggedOut,
      error: null,
      setAuth: (user, token) => {
        clearAuthKeys();
        writeStored(user.type === "client" ? STORAGE_KEYS.clientToken : STORAGE_KEYS.talentToken, token);
        writeStored(STORAGE_KEYS.user, JSON.stringify(user));
        writeStored(STORAGE_KEYS.userType, user.type);
        set({ user, token, isAuthenticated: true, error: null });
        broadcastAuthStatus();
      },
      clearAuth: () => {
        clearAuthKeys();
        set({ ...loggedOut });
        broadcastAuthStatus();
      },
      setError: (error) => set({ error }),
    }),
    {
      name: AUTH_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, isAuthenticated }): AuthFields => ({ user, token, isAuthenticated }),
    },
  ),
);
