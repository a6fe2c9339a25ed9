import { EmptyState } from "@/components/ui/empty-state";
import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { searchAccounts } from "@/lib/server/manage/account-search";
import { requireManager } from "@/lib/server/manage/manager-session";
import { accountsQuerySchema } from "@/lib/validation/manage-accounts";
import { searchParamsToObject } from "@/lib/validation/search-params";

import { AccountSearchForm } from "./_components/account-search-form";
import { AccountsHeader } from "./_components/accounts-header";
import { accountsHref } from "./_components/accounts-href";
import { AccountsPagination } from "./_components/accounts-pagination";
import { AccountsResults } from "./_components/accounts-results";

export const metadata = createMetadata({
  title: copy.title,
  description: "Search, suspend and reinstate accounts.",
  path: "/admin/accounts",
  noIndex: true,
});

function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (typeof value === "string") params.set(key, value);
  return params;
}

/** /admin/accounts?q=&kind=&status=&page=: talent and clients, searched by name or email. */
export default async function AccountsPage({ searchParams }: PageProps<"/admin/accounts">) {
  const params = toSearchParams(await searchParams);
  await requireManager(params.size ? `/admin/accounts?${params}` : "/admin/accounts");
  // A hand-edited address with a bad filter shows the unfiltered list rather than an error.
  const parsed = accountsQuerySchema.safeParse(searchParamsToObject(params));
  const query = parsed.success ? parsed.data : accountsQuerySchema.parse({});
  const { data, meta } = await searchAccounts(await getDb(), query);
  const searching = Boolean(query.q) || query.kind !== "all" || query.status !== "all";

  return (
    <div className="flex flex-col gap-6">
      <AccountsHeader current="accounts" />
      <AccountSearchForm query={query} />
      {data.length > 0 ? (
        <section aria-label={copy.total(meta.total)} className="flex flex-col gap-4">
          <p className="text-sm text-ink-muted" role="status">
            {copy.total(meta.total)}
          </p>
          <AccountsResults accounts={data} />
          <AccountsPagination query={query} lastPage={meta.last_page} />
        </section>
      ) : searching || query.page > 1 ? (
        <EmptyState
          title={copy.noResults.title}
          body={copy.noResults.body}
          action={{
            href: accountsHref(query, { q: undefined, kind: "all", status: "all", page: 1 }),
            label: copy.noResults.clear,
          }}
          actionVariant="secondary"
        />
      ) : (
        <EmptyState title={copy.empty.title} body={copy.empty.body} />
      )}
    </div>
  );
}
