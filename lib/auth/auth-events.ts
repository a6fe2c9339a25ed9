/** The window event that tells the header (and anyone else) the login state changed. */
export const AUTH_STATUS_EVENT = "authStatusChanged";

export function broadcastAuthStatus(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(AUTH_STATUS_EVENT));
}
