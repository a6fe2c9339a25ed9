"use client";

import { useCallback, useEffect } from "react";

import { useLiveEvent } from "@/components/live/live-events";
import { unreadTotalRequest } from "@/lib/api/conversations";

import { useRefetchOnFocus } from "./use-refetch-on-focus";

const UNREAD_CHANGED = "hireloop:unread-changed";

/** Tells this tab's badges that it has just read messages (a tab's own read is not always an event it receives). */
export const announceUnreadChanged = () => window.dispatchEvent(new Event(UNREAD_CHANGED));

const loaders = {
  talent: () => unreadTotalRequest("talent"),
  client: () => unreadTotalRequest("client"),
  none: () => Promise.resolve(0),
};

/**
 * The unread message total for a sidebar badge: fetched once signed in, again when the tab comes back into view,
 * on every live message or read, and when this tab reads a conversation. Always 0 for an area without messages.
 */
export function useUnreadTotal(side: "talent" | "client" | undefined): number {
  const load = loaders[side ?? "none"];
  const { value, refresh } = useRefetchOnFocus(0, load);
  const again = useCallback(() => {
    if (side) void refresh();
  }, [side, refresh]);
  useLiveEvent("message", again);
  useLiveEvent("read", again);
  useEffect(() => {
    window.addEventListener(UNREAD_CHANGED, again);
    return () => window.removeEventListener(UNREAD_CHANGED, again);
  }, [again]);
  return value;
}
