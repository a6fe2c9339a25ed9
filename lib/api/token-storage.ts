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

export type TokenArea = "talent" | "client" | "manage";

const AREA_KEYS: Record<TokenArea, string> = {
  talent: STORAGE_KEYS.talentToken,
  client: STORAGE_KEYS.clientToken,
  manage: STORAGE_KEYS.managerToken,
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

export const tokenForArea = (area: TokenArea): string | null => readStored(AREA_KEYS[area]);

/** The token kept from an earlier visit, whichever kind it belongs to. */
export const storedToken = (): string | null =>
  readStored(STORAGE_KEYS.talentToken) ?? readStored(STORAGE_KEYS.clientToken);
