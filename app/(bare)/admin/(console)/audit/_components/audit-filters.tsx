import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { AUDIT_COPY as copy } from "@/lib/content/manager-logs";

type Options = { actions: string[]; targetKinds: string[]; managers: { id: number; name: string; email: string }[] };

const field =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30";
const label = "flex flex-col gap-1 text-sm font-medium text-ink";

/** The log's filters as a plain GET form: the filtered view has its own address, and works without script. */
export function AuditFilters({ values, options }: { values: Record<string, string>; options: Options }) {
  return (
    <form method="get" action="/admin/audit" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">{copy.filters.legend}</legend>
        <label className={label}>
          {copy.filters.action}
          <select name="action" defaultValue={values.action ?? ""} className={field}>
            <option value="">{copy.filters.anyAction}</option>
            {options.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {copy.filters.manager}
          <select name="manager_id" defaultValue={values.manager_id ?? ""} className={field}>
            <option value="">{copy.filters.anyManager}</option>
            {options.managers.map((manager) => (
              <option key={manager.id} value={String(manager.id)}>
                {manager.name} ({manager.email})
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {copy.filters.targetKind}
          <select name="target_kind" defaultValue={values.target_kind ?? ""} className={field}>
            <option value="">{copy.filters.anyTargetKind}</option>
            {options.targetKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {copy.filters.targetId}
          <input name="target_id" defaultValue={values.target_id ?? ""} maxLength={100} className={field} />
        </label>
        <label className={label}>
          {copy.filters.from}
          <input type="date" name="from" defaultValue={values.from ?? ""} className={field} />
        </label>
        <label className={label}>
          {copy.filters.to}
          <input type="date" name="to" defaultValue={values.to ?? ""} className={field} />
        </label>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary", "md")}>
          {copy.filters.apply}
        </button>
        <Link href="/admin/audit" className={buttonClass("ghost", "md")}>
          {copy.filters.clear}
        </Link>
      </div>
    </form>
  );
}
