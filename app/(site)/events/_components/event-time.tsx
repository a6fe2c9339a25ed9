"use client";

import { useSyncExternalStore } from "react";

import { eventsCopy } from "@/lib/content/events";
import { formatEventWhen } from "@/lib/format/date-time";

const subscribe = () => () => undefined;
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * When an event runs, in the viewer's time zone. The server cannot know that zone, so its HTML (and the
 * hydration pass, which must match it) says the time in UTC; right after hydration the browser's zone
 * takes over.
 */
export function EventTime({ start, end }: { start: string; end: string }) {
  const zone = useSyncExternalStore(subscribe, viewerZone, () => null);
  return (
    <span>
      <time dateTime={start}>{formatEventWhen(start, end, zone ?? "UTC")}</time>
      {zone ? <span className="sr-only"> ({eventsCopy.timesNote})</span> : null}
    </span>
  );
}
