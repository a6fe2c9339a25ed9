import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { INVOICE_STATUS_LABELS } from "@/lib/content/billing";
import { MANAGE_INVOICES_COPY as copy } from "@/lib/content/manage-billing";
import { SHOWN_INVOICE_STATUSES } from "@/lib/invoices/states";

const field =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30";
const label = "flex flex-col gap-1 text-sm font-medium text-ink";

/** Status and month as a plain GET form: the filtered list has its own address, and works without script. */
export function InvoiceFilters({ values }: { values: Record<string, string> }) {
  return (
    <form method="get" action="/admin/invoices" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <legend className="sr-only">{copy.filters.legend}</legend>
        <label className={label}>
          {copy.filters.status}
          <select name="status" defaultValue={values.status ?? ""} className={field}>
            <option value="">{copy.filters.anyStatus}</option>
            {SHOWN_INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INVOICE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {copy.filters.month}
          <input
            type="month"
            name="month"
            defaultValue={values.month ?? ""}
            placeholder={copy.filters.monthHint}
            pattern="\d{4}-\d{2}"
            className={field}
          />
        </label>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary", "md")}>
          {copy.filters.apply}
        </button>
        <Link href="/admin/invoices" className={buttonClass("ghost", "md")}>
          {copy.filters.clear}
        </Link>
      </div>
    </form>
  );
}
