import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { buttonClass } from "@/components/ui/button-styles";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { MAIL_COPY as copy } from "@/lib/content/manager-logs";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { listMail } from "@/lib/server/manage/mail-log";
import { requireManager } from "@/lib/server/manage/manager-session";
import { mailLogQuerySchema } from "@/lib/validation/mail-log";
import { pageSearchParams, type PageSearchParams } from "@/lib/validation/search-params";

import { MailList } from "./_components/mail-list";
import { MailTabs } from "./_components/mail-tabs";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/mail",
  noIndex: true,
});

export default async function MailPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireManager("/admin/mail");
  const values = pageSearchParams(await searchParams);
  const parsed = mailLogQuerySchema.safeParse(values);
  // A hand-edited address (an unknown status, page 0) shows the first page of everything.
  const query = parsed.success ? parsed.data : mailLogQuerySchema.parse({});
  const { data, meta } = await listMail(await getDb(), query);
  const q = query.q ?? "";
  const filters = { status: query.status === "all" ? "" : query.status, q };

  return (
    <div className="flex flex-col gap-5">
      <ConsolePageHeader title={copy.title} lead={copy.lead} />
      <form method="get" action="/admin/mail" role="search" className="flex flex-col gap-2 sm:flex-row">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <label htmlFor="mail-search" className="sr-only">
          {copy.search}
        </label>
        <input
          id="mail-search"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          placeholder={copy.search}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 sm:max-w-md"
        />
        <button type="submit" className={buttonClass("secondary", "md", "self-start")}>
          {copy.searchButton}
        </button>
      </form>
      <MailTabs current={query.status} counts={meta.counts} q={q} />
      {data.length > 0 ? (
        <>
          <MailList messages={data} />
          <Pagination
            path="/admin/mail"
            filters={filters}
            page={meta.page}
            lastPage={meta.last_page}
            className="mt-2"
          />
        </>
      ) : (
        <EmptyState
          title={copy.empty.title}
          body={copy.empty.body}
          action={{ href: "/admin/mail", label: copy.empty.action }}
          actionVariant="secondary"
        />
      )}
    </div>
  );
}
