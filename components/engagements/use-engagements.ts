"use client";

import { useCallback } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { useLoad } from "@/components/ui/use-load";
import { engagementsRequest } from "@/lib/api/engagements";

import type { EngagementSide } from "./engagement-side";

/** One side's engagements, loaded in the browser and again on each live `engagement` event (one began, is ending or has a new cap). */
export function useEngagements(side: EngagementSide) {
  const { load, reload } = useLoad(useCallback(() => engagementsRequest(side), [side]));
  useLiveEvent("engagement", reload);
  return { load, reload };
}
