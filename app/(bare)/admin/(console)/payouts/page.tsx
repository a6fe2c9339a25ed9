import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { CsvDownloadButton } from "@/components/manage/csv-download-button";
import { MANAGE_PAYOUTS_COPY as copy } from "@/lib/content/manage-billing";
import { createMetadata } from "@/lib/seo/metadata";
import { requireManager } from "@/lib/server/manage/manager-session";
import { managePayoutsQuerySchema } from "@/lib/validation/payouts";
import { pageSearchParams, type PageSearchParams } from "@/lib/validation/search-params";

import { ManagePayouts } from "./_components/manage-payouts";
import { PayoutFilters } from "./_components/payout-filters";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/payouts",
  noIndex: true,
});

export default async function ConsolePayoutsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireManager("/admin/payouts");
  const values = pageSearchParams(await searchParams);
  const filters: Record<string, string> = values.status ? { status: values.status } : {};
  const parsed = managePayoutsQuerySchema.safeParse({ ...filters, page: values.page });
  return (
    <div className="flex flex-col gap-6">
      <ConsolePageHeader
        title={copy.title}
        lead={copy.lead}
        action={parsed.success ? <CsvDownloadButton list="payouts" filters={filters} /> : null}
      />
      <PayoutFilters values={values} />
      {parsed.success ? (
        <ManagePayouts filters={filters} page={parsed.data.page} />
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
