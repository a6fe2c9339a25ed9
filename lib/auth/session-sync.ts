import { storedToken } from "@/lib/api/token-storage";
import { useAuthStore } from "@/store/auth-store";

// The API client and NextAuth's client load only when there is something to do, which keeps the
// JavaScript every public page ships small.
const actions = () => import("./session-actions");

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export type SessionSnapshot = { status: SessionStatus; token: string | null };

export const SESSION_URL = "/api/auth/session";

/** The NextAuth session as the server sees it now; throws when it cannot be asked. */
export async function fetchSession(): Promise<SessionSnapshot> {
  const response = await fetch(SESSION_URL, { cache: "no-store", credentials: "same-origin" });
  if (!response.ok) throw new Error(`session ${response.status}`);
  const body = (await response.json()) as { token?: unknown } | null;
  const token = typeof body?.token === "string" && body.token ? body.token : null;
  return token ? { status: "authenticated", token } : { status: "unauthenticated", token: null };
}

/**
 * The rules between the NextAuth session and the auth store:
 * an authenticated session whose token the store lacks fetches the user's details and logs in
 * (and logs out when the token is dead); an unauthenticated session while logged in logs out.
 */
export async function applySession(session: SessionSnapshot, navigate: (path: string) => void): Promise<void> {
  const store = useAuthStore.getState();
  // A session that ended elsewhere (a password changed on another device) is cleared here, but a visitor who
  // was sent to sign in stays on the form they came for instead of following logout to the home page.
  const afterLogout = isSignInPage(window.location.pathname) ? () => undefined : navigate;
  if (session.status === "authenticated" && session.token && session.token !== store.token) {
    const { adoptSessionToken, logout } = await actions();
    await adoptSessionToken(session.token).catch(() => logout(afterLogout));
  } else if (session.status === "unauthenticated" && store.isAuthenticated) {
    const { logout } = await actions();
    await logout(afterLogout);
  }
}

const SIGN_IN_PAGES = ["/login", "/signup/talent", "/signup/recruiter", "/forgot-password", "/reset-password"];

export const isSignInPage = (pathname: string): boolean => SIGN_IN_PAGES.includes(pathname);

/** Start-up: only a visitor with a stored token has anything to check (see initializeAuth). */
export async function startUp(): Promise<void> {
  const hasToken = (() => {
    try {
      return Boolean(useAuthStore.getState().token ?? storedToken());
    } catch {
      return true; // let initializeAuth meet the failure and report it
    }
  })();
  if (hasToken) await (await actions()).initializeAuth();
}
