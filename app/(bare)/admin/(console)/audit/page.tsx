import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { CsvDownloadButton } from "@/components/manage/csv-download-button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { AUDIT_COPY as copy } from "@/lib/content/manager-logs";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { auditFilterOptions, listAudit } from "@/lib/server/manage/audit-log";
import { requireManager } from "@/lib/server/manage/manager-session";
import { auditQuerySchema } from "@/lib/validation/audit-log";
import { pageSearchParams, type PageSearchParams } from "@/lib/validation/search-params";

import { AuditEntries } from "./_components/audit-entries";
import { AuditFilters } from "./_components/audit-filters";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/audit",
  noIndex: true,
});

const FILTER_KEYS = ["action", "manager_id", "target_kind", "target_id", "from", "to"] as const;

export default async function AuditPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireManager("/admin/audit");
  const values = pageSearchParams(await searchParams);
  const filters = Object.fromEntries(FILTER_KEYS.flatMap((key) => (values[key] ? [[key, values[key]]] : [])));
  const db = await getDb();
  const parsed = auditQuerySchema.safeParse({ ...filters, page: values.page });
  const [options, result] = await Promise.all([
    auditFilterOptions(db),
    parsed.success ? listAudit(db, parsed.data, parsed.data.page, parsed.data.per_page) : null,
  ]);
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="flex flex-col gap-6">
      <ConsolePageHeader
        title={copy.title}
        lead={copy.lead}
        action={parsed.success ? <CsvDownloadButton list="audit" filters={filters} /> : null}
      />
      <AuditFilters values={values} options={options} />
      {!parsed.success ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{copy.invalid}</p>
          <ul className="mt-1 list-disc pl-5">
            {parsed.error.issues.map((issue) => (
              <li key={`${issue.path.join(".")}:${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </div>
      ) : result && result.data.length > 0 ? (
        <section aria-labelledby="audit-results" className="flex flex-col gap-4">
          <h2 id="audit-results" className="text-sm font-medium text-ink-muted">
            {copy.count(result.meta.total)}
          </h2>
          <AuditEntries entries={result.data} />
          <Pagination
            path="/admin/audit"
            filters={filters}
            page={result.meta.page}
            lastPage={result.meta.last_page}
            className="mt-2"
          />
        </section>
      ) : filtered ? (
        <EmptyState
          title={copy.emptyFiltered.title}
          body={copy.emptyFiltered.body}
          action={{ href: "/admin/audit", label: copy.emptyFiltered.action }}
          actionVariant="secondary"
        />
      ) : (
        <EmptyState
          title={copy.empty.title}
          body={copy.empty.body}
          action={{ href: "/admin/vetting", label: copy.empty.action }}
          actionVariant="secondary"
        />
      )}
    </div>
  );
}
