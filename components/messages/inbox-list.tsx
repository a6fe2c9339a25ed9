"use client";

import Link from "next/link";
import { useCallback } from "react";

import { useRefetchOnFocus } from "@/components/dashboard/use-refetch-on-focus";
import { useLiveEvent } from "@/components/live/live-events";
import { ProfileAvatar } from "@/components/profile/profile-avatar";
import type { MemberKind } from "@/lib/accounts/kinds";
import { clientInboxRequest, talentInboxRequest } from "@/lib/api/conversations";
import { MESSAGES_COPY as COPY } from "@/lib/content/messages";

import { clientInboxItem, talentInboxItem, type InboxItem } from "./inbox-item";
import { MessageTime } from "./message-time";

const loaders: Record<MemberKind, () => Promise<InboxItem[]>> = {
  talent: async () => (await talentInboxRequest()).data.map(talentInboxItem),
  client: async () => (await clientInboxRequest()).data.map(clientInboxItem),
};

type Props = {
  side: MemberKind;
  initial: InboxItem[];
  /** The application whose conversation is open beside the list, if any. */
  current: number | null;
  basePath: string;
};

/** The conversations by last activity; refetched on focus and on a live message or read. */
export function InboxList({ side, initial, current, basePath }: Props) {
  const load = useCallback(() => loaders[side](), [side]);
  const { value: items, refresh, refreshFailed } = useRefetchOnFocus(initial, load);
  useLiveEvent("message", () => void refresh());
  useLiveEvent("read", () => void refresh());

  return (
    <nav aria-label={COPY.inboxLabel} className="flex flex-col gap-2">
      {refreshFailed ? (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {COPY.refreshFailed}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-ink-muted">
          {COPY.inboxEmpty}
        </p>
      ) : null}
      <ul
        className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white ${items.length === 0 ? "hidden" : ""}`}
      >
        {items.map((item) => {
          // The open conversation reads as read: its page marks it so as it shows.
          const unread = item.applicationId === current ? 0 : item.unread;
          const active = item.applicationId === current;
          return (
            <li key={item.applicationId} className="border-b border-slate-100 last:border-b-0">
              <Link
                href={`${basePath}/${item.applicationId}`}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={`flex gap-3 p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${active ? "bg-brand-50" : ""}`}
              >
                <ProfileAvatar name={item.name} src={item.avatarUrl} size="sm" decorative />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate text-sm ${unread ? "font-bold text-ink" : "font-semibold text-ink"}`}>
                      {item.name}
                    </span>
                    <MessageTime at={item.lastMessage.created_at} className="shrink-0 text-xs text-ink-muted" />
                  </span>
                  <span className="block truncate text-xs text-ink-muted">{item.jobTitle}</span>
                  <span className="mt-0.5 flex items-center justify-between gap-2">
                    <span className={`truncate text-sm ${unread ? "text-ink" : "text-ink-muted"}`}>
                      {item.lastMessage.author === side ? `${COPY.you}: ` : ""}
                      {item.lastMessage.body}
                    </span>
                    {unread ? (
                      <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                        {unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
