import { buttonClass } from "@/components/ui/button-styles";
import { CONSOLE_JOBS_COPY as COPY } from "@/lib/content/job-review";
import { JOB_STATUS_LABELS } from "@/lib/content/recruiter-jobs";
import { JOB_STATUSES } from "@/lib/jobs/states";
import type { ManageJobFilter } from "@/lib/validation/job-review";

const field =
  "h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

/** The "All jobs" filter: a plain GET form, so the list works (and can be linked) without JavaScript. */
export function AllJobsFilter({ status, q }: { status: ManageJobFilter; q: string }) {
  return (
    <form action="/admin/jobs" method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <input type="hidden" name="tab" value="all" />
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        {COPY.status}
        <select name="status" defaultValue={status} className={field}>
          <option value="all">{COPY.allStatuses}</option>
          {JOB_STATUSES.map((value) => (
            <option key={value} value={value}>
              {JOB_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold text-ink">
        {COPY.search}
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          placeholder={COPY.searchPlaceholder}
          className={field}
        />
      </label>
      <button type="submit" className={buttonClass("primary", "md")}>
        {COPY.apply}
      </button>
    </form>
  );
}
