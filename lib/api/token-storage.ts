import type { AccountKind } from "@/lib/accounts/kinds";

/**
 * The browser's storage keys (fixed names). The talent's bearer token lives under `auth_token`, the client's under
 * `authToken`, the manager's under its own key, so each API area finds its own token.
 */
export const STORAGE_KEYS = {
  talentToken: "auth_token",
  clientToken: "authToken",
  managerToken: "manager_token",
  user: "user",
  userType: "userType",
} as const;

/** Whose bearer token each kind of account keeps, under its key of STORAGE_KEYS. */
const TOKEN_KEYS: Record<AccountKind, string> = {
  talent: STORAGE_KEYS.talentToken,
  client: STORAGE_KEYS.clientToken,
  manager: STORAGE_KEYS.managerToken,
};

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as logged out
  }
}

export const readStored = (key: string): string | null => storage()?.getItem(key) ?? null;

export const writeStored = (key: string, value: string) => storage()?.setItem(key, value);

export const removeStored = (key: string) => storage()?.removeItem(key);

export const tokenFor = (kind: AccountKind): string | null => readStored(TOKEN_KEYS[kind]);

/** The token kept from an earlier visit, whichever kind it belongs to. */
export const storedToken = (): string | null =>
  readStored(STORAGE_KEYS.talentToken) ?? readStored(STORAGE_KEYS.clientToken);
