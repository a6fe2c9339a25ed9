"use client";

import { useCallback, useEffect, useState } from "react";

import { useAuthStore } from "@/store/auth-store";

/**
 * Data the server rendered, fetched again on mount and whenever the tab comes back into view, so a change
 * made elsewhere meanwhile (a company's move, a manager's decision) shows without a reload.
 * `load` must keep its identity across renders (a module-level call function).
 * Nothing is fetched until the tab holds the session's token: a tab opened on a session it has not adopted yet
 * (AuthSync does that after start-up) would only be refused, and would show a failed refresh over fresh data.
 * The token adopted then fetches again, so a refusal met with an outdated token clears itself.
 */
export function useRefetchOnFocus<T>(initial: T, load: () => Promise<T>) {
  const token = useAuthStore((state) => state.token);
  const [value, setValue] = useState(initial);
  const [refreshFailed, setRefreshFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setValue(await load());
      setRefreshFailed(false);
    } catch {
      setRefreshFailed(true);
    }
  }, [load]);

  useEffect(() => {
    if (!token) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's data may predate a client-side navigation back here
    void refresh();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [refresh, token]); // a token adopted later (a new session) fetches again

  return { value, setValue, refreshFailed, refresh };
}
