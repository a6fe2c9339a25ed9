import { buttonClass } from "@/components/ui/button-styles";
import { ACCOUNTS_COPY as copy } from "@/lib/content/manage-accounts";
import { ACCOUNT_KIND_FILTERS, ACCOUNT_STATUS_FILTERS, type AccountsQuery } from "@/lib/validation/manage-accounts";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";

/** A plain GET form: the search lives in the address, so it can be shared, reloaded and paged. */
export function AccountSearchForm({ query }: { query: AccountsQuery }) {
  return (
    <form
      method="get"
      action="/admin/accounts"
      role="search"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_10rem_10rem_auto] md:items-end"
    >
      <div>
        <label htmlFor="accounts-q" className="block text-sm font-medium text-ink">
          {copy.search.label}
        </label>
        <input
          id="accounts-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          placeholder={copy.search.placeholder}
          maxLength={200}
          className={fieldClass}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <div>
          <label htmlFor="accounts-kind" className="block text-sm font-medium text-ink">
            {copy.search.kind}
          </label>
          <select id="accounts-kind" name="kind" defaultValue={query.kind} className={fieldClass}>
            {ACCOUNT_KIND_FILTERS.map((kind) => (
              <option key={kind} value={kind}>
                {copy.search.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="accounts-status" className="block text-sm font-medium text-ink">
            {copy.search.status}
          </label>
          <select id="accounts-status" name="status" defaultValue={query.status} className={fieldClass}>
            {ACCOUNT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {copy.search.statuses[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className={buttonClass("primary", "md", "w-full md:w-auto")}>
        {copy.search.submit}
      </button>
    </form>
  );
}
