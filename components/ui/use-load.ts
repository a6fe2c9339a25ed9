"use client";

import { useEffect, useState } from "react";

export type Load<T> = { state: "loading" } | { state: "failed"; error: unknown } | { state: "ready"; value: T };

/**
 * What `request` answers, loaded once the page is in the browser and again on `reload()`. A failed reload keeps
 * what was shown; `request` must be stable (useCallback) or it loads on every render.
 */
export function useLoad<T>(request: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load<T>>({ state: "loading" });
  useEffect(() => {
    let current = true;
    request().then(
      (value) => current && setLoad({ state: "ready", value }),
      (error: unknown) =>
        current && setLoad((before) => (before.state === "ready" ? before : { state: "failed", error })),
    );
    return () => {
      current = false;
    };
  }, [request, attempt]);
  return {
    load,
    reload: () => setAttempt((n) => n + 1),
    /** Shows an answer the page already has (a write's result) without asking again. */
    show: (value: T) => setLoad({ state: "ready", value }),
  };
}
