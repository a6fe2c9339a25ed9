import { isAxiosError } from "axios";

import { MEMBER_KINDS, type MemberKind } from "@/lib/accounts/kinds";
import { accountMessageResponseSchema } from "@/lib/validation/account-links";
import { wrongAccountKindErrorSchema, type Manager, type User } from "@/lib/validation/accounts";

import { api, bearer } from "./client";
import type { AuthResult, Credentials, RecruiterSignup, TalentSignup } from "./types";

export const INVALID_RESPONSE_FORMAT = "Invalid response format";
export const USER_DETAILS_FAILED = "Failed to fetch user details. Invalid or expired token.";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A login or signup answer must hold a user and a token, at the top level or under `data`. */
export function parseAuthResponse(body: unknown): AuthResult {
  const source = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(source) || !isRecord(source.user) || typeof source.token !== "string" || !source.token) {
    throw new Error(INVALID_RESPONSE_FORMAT);
  }
  return { user: source.user as User, token: source.token };
}

const multipart = (fields: Record<string, string | number | undefined>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== "") form.append(name, String(value));
  return form;
};

/** The kind to log in as instead, when a login failed because the password opens the other kind's account. */
export function wrongAccountKindOf(error: unknown): MemberKind | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const body = wrongAccountKindErrorSchema.safeParse(error.response.data);
  return body.success ? body.data.account_kind : null;
}

export async function loginRequest(kind: MemberKind, credentials: Credentials): Promise<AuthResult> {
  const response = await api.post(`/api/${kind}/login`, multipart(credentials));
  return parseAuthResponse(response.data);
}

export async function registerTalentRequest(fields: TalentSignup): Promise<AuthResult> {
  const response = await api.post("/api/talent/register", multipart(fields));
  return parseAuthResponse(response.data);
}

export async function registerClientRequest(fields: RecruiterSignup): Promise<AuthResult> {
  const response = await api.post("/api/client/register", multipart(fields));
  return parseAuthResponse(response.data);
}

/** Revokes the token on the server. */
export async function logoutRequest(kind: MemberKind, token: string): Promise<void> {
  await api.post(`/api/${kind}/logout`, undefined, { headers: bearer(token) });
}

/** The signed-in account; with `token` given, that token is used instead of the stored one. */
export async function fetchInfoRequest(kind: MemberKind, token?: string): Promise<User> {
  const response = await api.get<{ data: User }>(`/api/${kind}/info`, token ? { headers: bearer(token) } : {});
  if (!isRecord(response.data?.data)) throw new Error(INVALID_RESPONSE_FORMAT);
  return { ...response.data.data, type: response.data.data.type ?? kind };
}

/** Whose token is this? The talent info call first, then the client info call. */
export async function fetchUserDetailsRequest(token: string): Promise<User> {
  for (const kind of MEMBER_KINDS) {
    try {
      return await fetchInfoRequest(kind, token);
    } catch {
      // not this kind (or not valid at all): try the next one
    }
  }
  throw new Error(USER_DETAILS_FAILED);
}

export async function managerLoginRequest(credentials: Credentials): Promise<AuthResult> {
  const response = await api.post("/api/manage/login", multipart(credentials));
  return parseAuthResponse(response.data);
}

export async function managerInfoRequest(): Promise<Manager> {
  const response = await api.get<{ data: Manager }>("/api/manage/info");
  return response.data.data;
}

const messageOf = (body: unknown) => accountMessageResponseSchema.parse(body).data.message;

/** POST /api/{kind}/email/verify: the token of the link is the proof, no bearer token needed. */
export async function verifyEmailRequest(kind: MemberKind, token: string): Promise<string> {
  const response = await api.post(`/api/${kind}/email/verify`, { token });
  return messageOf(response.data);
}

/** POST /api/{kind}/email/resend-verification, with the signed-in area's bearer token. */
export async function resendVerificationRequest(kind: MemberKind): Promise<string> {
  const response = await api.post(`/api/${kind}/email/resend-verification`);
  return messageOf(response.data);
}

/** POST /api/auth/password/forgot: the same answer whether or not the account exists. */
export async function forgotPasswordRequest(fields: { email: string; type: MemberKind }): Promise<string> {
  const response = await api.post("/api/auth/password/forgot", fields);
  return messageOf(response.data);
}

/** POST /api/auth/password/reset: every session of the account ends. */
export async function resetPasswordRequest(fields: { token: string; password: string }): Promise<string> {
  const response = await api.post("/api/auth/password/reset", fields);
  return messageOf(response.data);
}
