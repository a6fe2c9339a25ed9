"use client";

import { useEffect, useState } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { latestByApplication } from "@/lib/interviews/latest";

/**
 * One's interviews by application, the latest of each (the lists answer newest first): loaded once the page is in
 * the browser, again after each own change (`reload`) and on each of the other side's (a live `interview` event).
 */
export function useLatestInterviews<T extends { application: { id: number } }>(
  request: (signal: AbortSignal) => Promise<T[]>,
) {
  const [byApplication, setByApplication] = useState<ReadonlyMap<number, T>>(new Map());
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal).then(
      (list) => setByApplication(latestByApplication(list)),
      // Shown without them; the next change tries again.
      () => undefined,
    );
    return () => controller.abort();
  }, [attempt, request]);
  const reload = () => setAttempt((n) => n + 1);
  useLiveEvent("interview", reload);
  return { byApplication, reload };
}
