"use client";

import { useSyncExternalStore } from "react";

import { eventsCopy } from "@/lib/content/events";
import { formatEventWhen } from "@/lib/format/date-time";

const subscribe = () => () => undefined;
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type Props = { start: string; end: string; utc: string };

/**
 * When an event runs, in the viewer's time zone. The server cannot know that zone, so its HTML (and the
 * hydration pass, which must match it) says `utc`, the time in UTC as the server wrote it; right after
 * hydration the browser's zone takes over.
 */
export function EventTime({ start, end, utc }: Props) {
  const zone = useSyncExternalStore(subscribe, viewerZone, () => null);
  return (
    <span>
      <time dateTime={start}>{zone ? formatEventWhen(start, end, zone) : utc}</time>
      {zone ? <span className="sr-only"> ({eventsCopy.timesNote})</span> : null}
    </span>
  );
}
