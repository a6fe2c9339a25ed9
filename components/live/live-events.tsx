"use client";

import { createContext, useContext, useEffect, useRef, useState } from "react";

import { liveEventsRequest } from "@/lib/api/live-events";
import { tokenFor } from "@/lib/api/token-storage";
import { AUTH_STATUS_EVENT } from "@/lib/auth/auth-events";
import { keepConnected } from "@/lib/live/connection";
import type { SseEvent } from "@/lib/live/sse-parser";
import { LIVE_EVENT_TYPES, liveEventSchemas, type LiveEventType } from "@/lib/validation/live-events";

export type { LiveEventType } from "@/lib/validation/live-events";
export type { LiveEventData } from "@/lib/validation/live-events";

type Handler = (data: unknown) => void;
type Subscribe = (type: LiveEventType, handler: Handler) => () => void;

const LiveEventsContext = createContext<Subscribe | null>(null);

const isLiveEventType = (type: string): type is LiveEventType => (LIVE_EVENT_TYPES as readonly string[]).includes(type);

/** The event's checked data, or undefined for an unknown type or data that is not its shape (skipped). */
function dataOf(event: SseEvent): { type: LiveEventType; data: unknown } | undefined {
  if (!isLiveEventType(event.event)) return undefined;
  try {
    const parsed = liveEventSchemas[event.event].safeParse(JSON.parse(event.data));
    return parsed.success ? { type: event.event, data: parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

/** The stored token of `kind`, read again when the sign-in changes in this tab or another. */
function useStoredToken(kind: "talent" | "client"): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setToken(tokenFor(kind));
    read();
    window.addEventListener(AUTH_STATUS_EVENT, read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener(AUTH_STATUS_EVENT, read);
      window.removeEventListener("storage", read);
    };
  }, [kind]);
  return token;
}

/**
 * Opens ONE live event stream for this tab (`GET /api/{kind}/events`) while a token of `kind` is stored, and hands
 * each event to the `useLiveEvent` handlers below it. Reconnects with backoff from the last event id; stops when
 * signed out (a 401 or no token) or unmounted.
 */
export function LiveEventsProvider({ kind, children }: { kind: "talent" | "client"; children: React.ReactNode }) {
  const handlers = useRef(new Map<LiveEventType, Set<Handler>>());
  const [subscribe] = useState(() => {
    const add: Subscribe = (type, handler) => {
      const set = handlers.current.get(type) ?? new Set<Handler>();
      set.add(handler);
      handlers.current.set(type, set);
      return () => set.delete(handler);
    };
    return add;
  });
  const token = useStoredToken(kind);

  // A new token (another account signed in) starts a new stream; none (signed out) ends it.
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    void keepConnected({
      open: (lastEventId, signal) => liveEventsRequest(kind, lastEventId, signal),
      signal: abort.signal,
      onEvent: (event) => {
        const checked = dataOf(event);
        if (!checked) return;
        for (const handler of [...(handlers.current.get(checked.type) ?? [])]) handler(checked.data);
      },
    });
    return () => abort.abort();
  }, [kind, token]);

  return <LiveEventsContext.Provider value={subscribe}>{children}</LiveEventsContext.Provider>;
}

/**
 * Calls `handler` with the data of each live event of `type` (checked against its schema in
 * lib/validation/live-events.ts: `LiveEventData[type]`). Outside a LiveEventsProvider it does nothing.
 */
export function useLiveEvent(type: LiveEventType, handler: (data: unknown) => void): void {
  const subscribe = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe?.(type, (data) => latest.current(data)), [subscribe, type]);
}
