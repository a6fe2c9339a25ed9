"use client";

import Link from "next/link";
import { useLayoutEffect, useRef } from "react";

import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { buttonClass } from "@/components/ui/button-styles";
import type { MemberKind } from "@/lib/accounts/kinds";
import { MESSAGES_COPY as COPY } from "@/lib/content/messages";
import type { ConversationContext, Message, MessagesPage } from "@/lib/validation/conversations";

import { MessageBody } from "./message-body";
import { MessageComposer } from "./message-composer";
import { MessageTime } from "./message-time";
import { ReportMessageDialog } from "./report-message-dialog";
import { useConversation } from "./use-conversation";

type Props = {
  side: MemberKind;
  context: ConversationContext;
  initial: MessagesPage;
  /** The inbox, for the back link on a phone. */
  inboxHref: string;
  /** The application (talent) or the job's applicant board (recruiter). */
  applicationHref: string;
};

/** The last of `side`'s own messages the other side has read up to: where "Seen" goes. */
function seenMessageId(messages: Message[], side: MemberKind, otherReadUpTo: number | null): number | null {
  if (otherReadUpTo === null) return null;
  const own = messages.filter((message) => message.author === side && message.id <= otherReadUpTo);
  return own.at(-1)?.id ?? null;
}

/** One conversation: its header, the messages (newest at the bottom, older ones on scroll up) and the composer. */
export function ConversationView({ side, context, initial, inboxHref, applicationHref }: Props) {
  const conversation = useConversation(side, context.application_id, initial);
  const { messages, readUpTo, hasMore, loadingOlder } = conversation;
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ first: number | undefined; last: number | undefined; height: number } | null>(null);
  const other = side === "talent" ? "client" : "talent";
  const seen = seenMessageId(messages, side, readUpTo[other]);

  // Keep the view where the reader is: at the bottom for a new message (and at first), in place for older ones.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    if (!before || last !== before.last) box.scrollTop = box.scrollHeight;
    else if (first !== before.first) box.scrollTop += box.scrollHeight - before.height;
    previous.current = { first, last, height: box.scrollHeight };
  }, [messages]);

  return (
    <section
      aria-labelledby="conversation-title"
      className="flex h-[calc(100dvh-9rem)] min-h-[26rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white lg:h-[calc(100dvh-17rem)]"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 p-3 sm:p-4">
        <Link
          href={inboxHref}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-slate-100 lg:hidden"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sr-only">{COPY.back}</span>
        </Link>
        <ProfileAvatar name={context.other.name} src={context.other.avatar_url} size="sm" decorative />
        <div className="min-w-[9rem] flex-1">
          <h2 id="conversation-title" className="truncate font-semibold text-ink">
            {context.other.name}
          </h2>
          <p className="truncate text-sm text-ink-muted">{COPY.about(context.job.title)}</p>
        </div>
        <Link href={applicationHref} prefetch={false} className={buttonClass("secondary", "sm", "ml-auto shrink-0")}>
          {side === "talent" ? COPY.viewApplication : COPY.viewApplicant}
        </Link>
      </header>

      {conversation.refreshFailed ? (
        <p role="alert" className="bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {COPY.loadFailed}
        </p>
      ) : null}

      <div
        ref={scroller}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < 80 && hasMore && !loadingOlder) void conversation.loadOlder();
        }}
        className="flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
      >
        {hasMore ? (
          <div className="mb-4 text-center">
            <button
              type="button"
              onClick={() => void conversation.loadOlder()}
              disabled={loadingOlder}
              className={buttonClass("ghost", "sm")}
            >
              {loadingOlder ? COPY.loadingOlder : COPY.loadOlder}
            </button>
            {conversation.olderFailed ? (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {COPY.olderFailed}
              </p>
            ) : null}
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p role="status" className="mx-auto max-w-sm py-10 text-center text-sm text-ink-muted">
            {COPY.noMessages}
          </p>
        ) : (
          <ol aria-label={COPY.title} className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                side={side}
                authorName={message.author === side ? COPY.you : context.other.name}
                seen={message.id === seen}
              />
            ))}
          </ol>
        )}
      </div>

      <MessageComposer onSend={conversation.send} />
    </section>
  );
}

function MessageItem({
  message,
  side,
  authorName,
  seen,
}: {
  message: Message;
  side: MemberKind;
  authorName: string;
  seen: boolean;
}) {
  const own = message.author === side;
  return (
    <li className={`flex flex-col ${own ? "items-end" : "items-start"}`} data-message-id={message.id}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm sm:max-w-[75%] ${
          own ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm border border-slate-200 bg-white text-ink"
        }`}
      >
        <span className="sr-only">{authorName}: </span>
        <MessageBody body={message.body} />
      </div>
      <div className="mt-1 flex items-center gap-3 px-1 text-xs text-ink-muted">
        <MessageTime at={message.created_at} />
        {own ? null : <ReportMessageDialog side={side} messageId={message.id} />}
      </div>
      {seen ? (
        <p className="px-1 text-xs font-medium text-brand-700" data-testid="seen-marker">
          {COPY.seen}
        </p>
      ) : null}
    </li>
  );
}
