import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";
import type { AccountsQuery } from "@/lib/validation/manage-accounts";

import { accountsHref } from "./accounts-href";

/** Previous and next pages of the search (links, so they work before any JavaScript). */
export function AccountsPagination({ query, lastPage }: { query: AccountsQuery; lastPage: number }) {
  if (lastPage <= 1) return null;
  const { pagination } = copy;
  return (
    <nav aria-label={pagination.label} className="flex items-center justify-between gap-3">
      {query.page > 1 ? (
        <Link
          href={accountsHref(query, { page: Math.min(query.page - 1, lastPage) })}
          className={buttonClass("secondary", "sm")}
          rel="prev"
        >
          {pagination.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{pagination.page(query.page, lastPage)}</p>
      {query.page < lastPage ? (
        <Link
          href={accountsHref(query, { page: query.page + 1 })}
          className={buttonClass("secondary", "sm")}
          rel="next"
        >
          {pagination.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
