import { redirect } from "next/navigation";

import { EmptyState } from "@/components/ui/empty-state";
import { VETTING_QUEUE_COPY as COPY, VETTING_EMPTY } from "@/lib/content/manage-vetting";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { requireManager } from "@/lib/server/manage/manager-session";
import { vettingQueue } from "@/lib/server/vetting/vetting-queue";
import { vettingQueueQuerySchema } from "@/lib/validation/manage-vetting";

import { queueHref } from "./_components/queue-href";
import { QueueList } from "./_components/queue-list";
import { QueuePagination } from "./_components/queue-pagination";
import { StageTabs } from "./_components/stage-tabs";

export const metadata = createMetadata({
  title: "Vetting",
  description: "The vetting queue.",
  path: "/admin/vetting",
  noIndex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The query string as the queue reads it; anything it cannot use falls back to the first page of Submitted. */
function queueQuery(params: Record<string, string | string[] | undefined>) {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = vettingQueueQuerySchema.safeParse({
    stage: first(params.stage) || undefined,
    page: first(params.page) || undefined,
  });
  return parsed.success ? parsed.data : vettingQueueQuerySchema.parse({});
}

export default async function VettingQueuePage({ searchParams }: Props) {
  const query = queueQuery(await searchParams);
  await requireManager(`/admin/vetting${query.stage === "submitted" ? "" : `?stage=${query.stage}`}`);
  const now = new Date();
  const { data, meta } = await vettingQueue(await getDb(), query, now);
  if (data.length === 0 && meta.page > meta.last_page) redirect(queueHref(meta.stage, meta.last_page));
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{COPY.title}</h1>
        <p className="mt-2 max-w-3xl text-ink-muted">{COPY.lead}</p>
      </header>
      <StageTabs current={meta.stage} counts={meta.counts} />
      {data.length === 0 ? (
        <EmptyState title={VETTING_EMPTY[meta.stage].title} body={VETTING_EMPTY[meta.stage].body} />
      ) : (
        <QueueList items={data} />
      )}
      <QueuePagination stage={meta.stage} page={meta.page} lastPage={meta.last_page} />
    </div>
  );
}
