import { EmptyState } from "@/components/ui/empty-state";
import type { MemberKind } from "@/lib/accounts/kinds";
import { MESSAGES_COPY as COPY } from "@/lib/content/messages";

import type { InboxItem } from "./inbox-item";
import { InboxList } from "./inbox-list";

type Props = {
  side: MemberKind;
  basePath: string;
  inbox: InboxItem[];
  /** The open conversation's application, or null on the inbox's own page. */
  current: number | null;
  children?: React.ReactNode;
};

/**
 * The Messages pages: from lg up, the inbox beside the open conversation; below, one pane at a time (the inbox on
 * /messages, the conversation with a back link on /messages/{id}).
 */
export function MessagesLayout({ side, basePath, inbox, current, children }: Props) {
  const empty = inbox.length === 0 && current === null;
  return (
    <div className="flex flex-col gap-6">
      <header className={current === null ? "" : "hidden lg:block"}>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{side === "talent" ? COPY.talentLead : COPY.recruiterLead}</p>
      </header>
      {empty ? (
        <EmptyState
          tone="empty"
          title={COPY.emptyTitle}
          body={side === "talent" ? COPY.talentEmptyBody : COPY.recruiterEmptyBody}
          action={side === "talent" ? COPY.talentEmptyAction : COPY.recruiterEmptyAction}
        />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className={current === null ? "min-w-0" : "hidden min-w-0 lg:block"}>
            <InboxList side={side} initial={inbox} current={current} basePath={basePath} />
          </div>
          <div className={current === null ? "hidden min-w-0 lg:block" : "min-w-0"}>
            {children ?? (
              <section className="flex h-full min-h-[20rem] flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
                <h2 className="text-lg font-semibold text-ink">{COPY.pickTitle}</h2>
                <p className="mt-2 max-w-sm text-sm text-ink-muted">{COPY.pickBody}</p>
              </section>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
