"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "14:05" today, "3 Mar, 14:05" before; in `zone`. */
export function formatMessageTime(iso: string, zone: string, now = new Date()): string {
  const at = new Date(iso);
  const day = (date: Date) => date.toLocaleDateString("en-GB", { timeZone: zone });
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: zone });
  if (day(at) === day(now)) return time;
  const date = at.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
    timeZone: zone,
  });
  return `${date}, ${time}`;
}

/**
 * When a message was written, in the viewer's time zone. The server cannot know that zone, so its HTML (and the
 * hydration pass) shows UTC, marked so; right after hydration the browser's zone takes over.
 */
export function MessageTime({ at, className = "" }: { at: string; className?: string }) {
  const zone = useSyncExternalStore(subscribe, viewerZone, () => null);
  return (
    <time dateTime={at} className={className}>
      {zone ? formatMessageTime(at, zone) : `${formatMessageTime(at, "UTC")} UTC`}
    </time>
  );
}
