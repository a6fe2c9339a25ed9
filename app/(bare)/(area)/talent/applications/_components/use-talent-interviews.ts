"use client";

import { useEffect, useState } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { talentInterviewsRequest } from "@/lib/api/interviews";
import { latestByApplication } from "@/lib/interviews/latest";
import type { Interview } from "@/lib/validation/interviews";

/** The talent's interviews by application, the latest of each; loaded in the browser and after every change. */
export function useTalentInterviews() {
  const [byApplication, setByApplication] = useState<ReadonlyMap<number, Interview>>(new Map());
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    talentInterviewsRequest(controller.signal).then(
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
