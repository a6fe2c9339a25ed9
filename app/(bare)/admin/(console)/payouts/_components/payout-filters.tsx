import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { PAYOUT_STATUS_LABELS } from "@/lib/content/billing";
import { MANAGE_PAYOUTS_COPY as copy } from "@/lib/content/manage-billing";
import { PAYOUT_STATUSES } from "@/lib/payouts/states";

const field =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30";

/** The status filter as a plain GET form: the filtered list has its own address, and works without script. */
export function PayoutFilters({ values }: { values: Record<string, string> }) {
  return (
    <form method="get" action="/admin/payouts" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <fieldset className="grid gap-4 sm:max-w-xs">
        <legend className="sr-only">{copy.filters.legend}</legend>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {copy.filters.status}
          <select name="status" defaultValue={values.status ?? ""} className={field}>
            <option value="">{copy.filters.anyStatus}</option>
            {PAYOUT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYOUT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary", "md")}>
          {copy.filters.apply}
        </button>
        <Link href="/admin/payouts" className={buttonClass("ghost", "md")}>
          {copy.filters.clear}
        </Link>
      </div>
    </form>
  );
}
