"use client";

import { useEffect, useState } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { clientInterviewsRequest } from "@/lib/api/interviews";
import { latestByApplication } from "@/lib/interviews/latest";
import type { ClientInterview } from "@/lib/validation/client-interviews";

/**
 * The company's interviews by application: the latest of each (the list is newest first). Loaded once the board
 * is in the browser and again after each change, so a scorecard and the status stay as the server has them.
 */
export function useJobInterviews() {
  const [byApplication, setByApplication] = useState<ReadonlyMap<number, ClientInterview>>(new Map());
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    clientInterviewsRequest(controller.signal).then(
      (list) => setByApplication(latestByApplication(list)),
      // Shown without them; the next change tries again.
      () => undefined,
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = () => setAttempt((n) => n + 1);
  // The other side proposed, booked, rescheduled or cancelled: shown without a reload.
  useLiveEvent("interview", reload);
  return { byApplication, reload };
}
