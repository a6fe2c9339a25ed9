import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from "axios";

import type { AccountKind } from "@/lib/accounts/kinds";
import { publicEnv } from "@/lib/public-env";

import { tokenFor } from "./token-storage";

// The browser's side of the API. Every function of lib/api that sends a request ends in `Request`
// (applyToJobRequest, moveApplicationRequest): the server's functions keep the plain verb, so a search
// for a name finds one definition.

export const API_TIMEOUT_MS = 20_000;
export const API_KEY_MISSING = "API key is missing";

/** Whose bearer token a path carries: /api/talent, /api/client or /api/manage (a manager's), else none. */
export function tokenKindFor(url: string | undefined): AccountKind | null {
  if (!url) return null;
  if (url.includes("/api/talent")) return "talent";
  if (url.includes("/api/client")) return "client";
  if (url.includes("/api/manage")) return "manager";
  return null;
}

export function addApiKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // Read per request, not at import: tests change it (a build inlines it anyway).
  const key = publicEnv().NEXT_PUBLIC_API_KEY;
  if (!key) throw new Error(API_KEY_MISSING);
  config.headers.set("X-API-KEY", key);
  return config;
}

export function addBearerToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (AxiosHeaders.from(config.headers).has("Authorization")) return config;
  const kind = tokenKindFor(config.url);
  const token = kind ? tokenFor(kind) : null;
  if (token) config.headers.set("Authorization", `Bearer ${token}`);
  return config;
}

/** The one HTTP client of the browser side. */
export const api = axios.create({
  baseURL: publicEnv().NEXT_PUBLIC_API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: "application/json" },
});

api.interceptors.request.use(addApiKey);
api.interceptors.request.use(addBearerToken);

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
