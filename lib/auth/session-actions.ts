import { signIn } from "next-auth/react";

import type { MemberKind } from "@/lib/accounts/kinds";
import * as authApi from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { storedToken } from "@/lib/api/token-storage";
import type { AuthResult, Credentials, RecruiterSignup, TalentSignup } from "@/lib/api/types";
import type { User } from "@/lib/validation/accounts";
import { useAuthStore } from "@/store/auth-store";
import { useUiStore } from "@/store/ui-store";

export const LOGIN_FAILED = "Login failed";
export const SIGNUP_FAILED = "Signup failed";
export const INIT_FAILED = "Failed to initialize authentication";

/**
 * Opens the NextAuth session that carries the token to the server, then stores the user and token
 * (in this order, so the session sync never sees a logged-in store without a session).
 */
async function startSession(result: AuthResult, fallback: string): Promise<User> {
  // next-auth reads the outcome's error from the `error` parameter of the url it answers with, which is
  // the callbackUrl, by default this page's: on /login?error=SessionRequired every sign-in would "fail".
  // The form navigates by itself afterwards, so the callbackUrl only has to be a clean url of ours.
  const callbackUrl = window.location.origin;
  const outcome = await signIn(result.user.type, { token: result.token, redirect: false, callbackUrl });
  if (!outcome?.ok || outcome.error) throw new Error(fallback);
  useAuthStore.getState().setAuth(result.user, result.token);
  return result.user;
}

async function run(fallback: string, call: () => Promise<AuthResult>): Promise<User> {
  let result: AuthResult;
  try {
    result = await call();
  } catch (error) {
    throw new Error(apiErrorMessage(error, fallback), { cause: error });
  }
  return startSession(result, fallback);
}

export const loginWithPassword = (kind: MemberKind, credentials: Credentials) =>
  run(LOGIN_FAILED, () => authApi.loginRequest(kind, credentials));

export const signupTalent = (fields: TalentSignup) => run(SIGNUP_FAILED, () => authApi.registerTalentRequest(fields));

export const signupRecruiter = (fields: RecruiterSignup) =>
  run(SIGNUP_FAILED, () => authApi.registerClientRequest(fields));

/** Logs in with a session's token (e.g. another tab's, or Google's): whose is it, then keep it. */
export async function adoptSessionToken(token: string): Promise<void> {
  const user = await authApi.fetchUserDetailsRequest(token);
  useAuthStore.getState().setAuth(user, token);
}

/**
 * Start-up: a token kept from an earlier visit is checked by fetching its user's details;
 * when neither info call accepts it, every token is cleared.
 */
export async function initializeAuth(): Promise<void> {
  try {
    const store = useAuthStore.getState();
    const token = store.token ?? storedToken();
    if (!token) return;
    let user: User;
    try {
      user = await authApi.fetchUserDetailsRequest(token);
    } catch (error) {
      store.clearAuth();
      store.setError(error instanceof Error ? error.message : authApi.USER_DETAILS_FAILED);
      return;
    }
    store.setAuth(user, token);
  } catch {
    useAuthStore.getState().setError(INIT_FAILED);
  }
}

let loggingOut: Promise<void> | null = null;

/**
 * Logout: revoke the token on the server, sign out of NextAuth (which tells the other tabs), clear every
 * token, local storage key and store field, broadcast authStatusChanged, then go to /.
 */
export function logout(navigate: (path: string) => void): Promise<void> {
  loggingOut ??= (async () => {
    const { user, token } = useAuthStore.getState();
    if (token) await authApi.logoutRequest(user?.type ?? "talent", token).catch(() => undefined); // a dead token is fine
    // Signing out first means no session check triggered below can find the old session still open.
    const { signOut } = await import("next-auth/react");
    await signOut({ redirect: false }).catch(() => undefined);
    localStorage.clear();
    useUiStore.setState(useUiStore.getInitialState(), true);
    useUiStore.persist.clearStorage();
    useAuthStore.getState().clearAuth(); // broadcasts authStatusChanged
    useAuthStore.persist.clearStorage();
    navigate("/");
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}
