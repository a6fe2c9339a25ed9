"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * Data the server rendered, fetched again on mount and whenever the tab comes back into view, so a change
 * made elsewhere meanwhile (a company's move, a manager's decision) shows without a reload.
 * `load` must keep its identity across renders (a module-level call function).
 */
export function useRefetchOnFocus<T>(initial: T, load: () => Promise<T>) {
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
  }, [refresh]);

  return { value, setValue, refreshFailed, refresh };
}
