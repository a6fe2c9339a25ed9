import type { AccountsQuery } from "@/lib/validation/manage-accounts";

/** The Accounts page's address for a search, default values left out. */
export function accountsHref(query: AccountsQuery, changes: Partial<AccountsQuery> = {}): string {
  const { q, kind, status, page } = { ...query, ...changes };
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (kind !== "all") params.set("kind", kind);
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/accounts?${search}` : "/admin/accounts";
}
