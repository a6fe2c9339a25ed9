"use client";

import { useCallback } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { useLoad } from "@/components/ui/use-load";
import { engagementsRequest, type EngagementSide } from "@/lib/api/engagements";

/** One side's engagements, loaded in the browser and again when an application moves (an offer was accepted). */
export function useEngagements(side: EngagementSide) {
  const { load, reload } = useLoad(useCallback(() => engagementsRequest(side), [side]));
  useLiveEvent("application", reload);
  return { load, reload };
}
