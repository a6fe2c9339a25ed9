"use client";

import { useCallback, useEffect, useState } from "react";

import { announceUnreadChanged } from "@/components/dashboard/use-unread-total";
import { useLiveEvent } from "@/components/live/live-events";
import type { MemberKind } from "@/lib/accounts/kinds";
import { markReadRequest, messagesRequest, sendMessageRequest } from "@/lib/api/conversations";
import {
  messageSchema,
  readPositionsSchema,
  type Message,
  type MessagesPage,
  type ReadPositions,
} from "@/lib/validation/conversations";
import { useAuthStore } from "@/store/auth-store";

/** `incoming` added to `current` by id (a message seen twice, e.g. live and on a refetch, shows once), oldest first. */
export function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const applicationOf = (data: unknown): number | null =>
  typeof data === "object" && data !== null && "application_id" in data ? Number(data.application_id) : null;

/**
 * One conversation in the browser: the messages loaded so far (older pages on demand), both read positions,
 * sending, and this side's read position raised to the newest message while the conversation is shown.
 * Refetched when the tab comes back into view; live `message` and `read` events of this application apply at once.
 */
export function useConversation(side: MemberKind, applicationId: number, initial: MessagesPage) {
  const token = useAuthStore((state) => state.token);
  const [messages, setMessages] = useState(initial.data);
  const [readUpTo, setReadUpTo] = useState<ReadPositions>(initial.read_up_to);
  const [hasMore, setHasMore] = useState(initial.has_more);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const page = await messagesRequest(side, applicationId);
      setMessages((current) => mergeMessages(current, page.data));
      setReadUpTo(page.read_up_to);
      setRefreshFailed(false);
    } catch {
      setRefreshFailed(true);
    }
  }, [side, applicationId]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || !hasMore || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await messagesRequest(side, applicationId, first.id);
      setMessages((current) => mergeMessages(current, page.data));
      setHasMore(page.has_more);
      setOlderFailed(false);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [side, applicationId, messages, hasMore, loadingOlder]);

  const send = useCallback(
    async (body: string, key: string) => {
      const message = await sendMessageRequest(side, applicationId, body, key);
      setMessages((current) => mergeMessages(current, [message]));
      setReadUpTo((current) => ({ ...current, [side]: Math.max(current[side] ?? 0, message.id) }));
    },
    [side, applicationId],
  );

  useEffect(() => {
    if (!token) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, [refresh, token]);

  // Shown means read: raise this side's position to the newest message whenever a newer one is on screen.
  const newest = messages.at(-1)?.id ?? 0;
  const ownPosition = readUpTo[side] ?? 0;
  useEffect(() => {
    if (!token || newest <= ownPosition || document.visibilityState !== "visible") return;
    let current = true;
    markReadRequest(side, applicationId, newest)
      .then((positions) => {
        announceUnreadChanged();
        if (current) setReadUpTo(positions);
      })
      .catch(() => undefined); // the next view tries again
    return () => {
      current = false;
    };
  }, [token, side, applicationId, newest, ownPosition]);

  useLiveEvent("message", (data) => {
    if (applicationOf(data) !== applicationId) return;
    const message = messageSchema.safeParse((data as { message?: unknown }).message);
    if (message.success) setMessages((current) => mergeMessages(current, [message.data]));
    else void refresh();
  });
  useLiveEvent("read", (data) => {
    if (applicationOf(data) !== applicationId) return;
    const positions = readPositionsSchema.safeParse((data as { read_up_to?: unknown }).read_up_to);
    // Positions in another shape than the read call's answer: ask for them.
    if (positions.success) setReadUpTo(positions.data);
    else void refresh();
  });

  return { messages, readUpTo, hasMore, loadingOlder, olderFailed, refreshFailed, loadOlder, send, refresh };
}
