import Link from "next/link";

import { EmptyState } from "@/components/ui/empty-state";
import { MESSAGE_REPORTS_COPY as COPY } from "@/lib/content/message-reports";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { requireManager } from "@/lib/server/manage/manager-session";
import { listMessageReports } from "@/lib/server/manage/message-reports";

import { MessageReportList } from "./_components/message-report-list";

export const metadata = createMetadata({
  title: COPY.title,
  description: "Reported messages with their conversation.",
  path: "/admin/messages",
  noIndex: true,
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function ConsoleMessagesPage({ searchParams }: PageProps<"/admin/messages">) {
  const params = await searchParams;
  // Anything but "resolved" reads as the open queue (a console page never answers 4xx for a query).
  const status = first(params.status) === "resolved" ? "resolved" : "open";
  await requireManager(status === "open" ? "/admin/messages" : "/admin/messages?status=resolved");
  const { data } = await listMessageReports(await getDb(), { status, page: 1 });
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{COPY.title}</h1>
        <p className="mt-2 text-ink-muted">{COPY.lead}</p>
      </header>
      <nav aria-label="Message report lists">
        <ul className="flex gap-1 border-b border-slate-200">
          {(["open", "resolved"] as const).map((tab) => (
            <li key={tab}>
              <Link
                href={tab === "open" ? "/admin/messages" : "/admin/messages?status=resolved"}
                aria-current={tab === status ? "page" : undefined}
                className={`-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold ${tab === status ? "border-brand-600 text-brand-700" : "border-transparent text-ink-muted hover:text-ink"}`}
              >
                {COPY.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.length === 0 ? (
        <EmptyState
          title={status === "open" ? COPY.emptyOpenTitle : COPY.emptyResolvedTitle}
          body={status === "open" ? COPY.emptyOpenBody : COPY.emptyResolvedBody}
        />
      ) : (
        <MessageReportList reports={data} />
      )}
    </div>
  );
}
