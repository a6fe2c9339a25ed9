import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { CsvDownloadButton } from "@/components/manage/csv-download-button";
import { MANAGE_INVOICES_COPY as copy } from "@/lib/content/manage-billing";
import { createMetadata } from "@/lib/seo/metadata";
import { requireManager } from "@/lib/server/manage/manager-session";
import { manageInvoicesQuerySchema } from "@/lib/validation/invoices";
import { pageSearchParams, type PageSearchParams } from "@/lib/validation/search-params";

import { InvoiceFilters } from "./_components/invoice-filters";
import { ManageInvoices } from "./_components/manage-invoices";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/invoices",
  noIndex: true,
});

const FILTER_KEYS = ["status", "month"] as const;

export default async function ConsoleInvoicesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireManager("/admin/invoices");
  const values = pageSearchParams(await searchParams);
  const filters = Object.fromEntries(FILTER_KEYS.flatMap((key) => (values[key] ? [[key, values[key]]] : [])));
  const parsed = manageInvoicesQuerySchema.safeParse({ ...filters, page: values.page });
  return (
    <div className="flex flex-col gap-6">
      <ConsolePageHeader
        title={copy.title}
        lead={copy.lead}
        action={parsed.success ? <CsvDownloadButton list="invoices" filters={filters} /> : null}
      />
      <InvoiceFilters values={values} />
      {parsed.success ? (
        <ManageInvoices filters={filters} page={parsed.data.page} />
      ) : (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{copy.invalid}</p>
          <ul className="mt-1 list-disc pl-5">
            {parsed.error.issues.map((issue) => (
              <li key={`${issue.path.join(".")}:${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
