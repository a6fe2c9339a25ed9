"use client";

import { useCallback, useEffect, useState } from "react";
import { listApplications } from "@/lib/api/applications";
import type { TalentApplication } from "@/lib/validation/applications";

/**
 * The talent's applications: the server's list first, then fetched again whenever the tab comes back
 * into view, so a stage a company moved meanwhile shows without a reload.
 */
export function useApplications(initial: TalentApplication[]) {
  const [applications, setApplications] = useState(initial);
  const [refreshFailed, setRefreshFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setApplications(await listApplications());
      setRefreshFailed(false);
    } catch {
      setRefreshFailed(true);
    }
  }, []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's list may predate a client-side navigation back here
    void refresh();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [refresh]);

  const replace = (next: TalentApplication) => setApplications((all) => all.map((one) => (one.id === next.id ? next : one)));
  return { applications, refreshFailed, refresh, replace };
}
