import Link from "next/link";

import { TALENT_OVERVIEW } from "@/lib/content/talent-workspace";
import { APPLY_THRESHOLD, type Completeness } from "@/lib/profiles/completeness";

/** The editor gives each field the id of its profile field, so a missing item links straight to it. */
export const profileFieldHref = (field: string) => `/talent/profile#${field}`;

/**
 * How complete the profile is: a progress bar with the percent (and a mark at the threshold to apply),
 * then each missing item as a link to its field in the profile editor.
 */
export function CompletenessMeter({ completeness }: { completeness: Completeness }) {
  const { percent, missing } = completeness;
  const enough = percent >= APPLY_THRESHOLD;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <p id="completeness-label" className="text-sm font-medium text-ink">
          {TALENT_OVERVIEW.meterLabel}
        </p>
        <p className="text-2xl font-bold tracking-tight text-ink" aria-hidden="true">
          {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="completeness-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="relative mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${enough ? "bg-emerald-600" : "bg-brand-600"}`}
          style={{ width: `${percent}%` }}
        />
        <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-white" style={{ left: `${APPLY_THRESHOLD}%` }} />
      </div>
      <p className="mt-1 text-right text-xs text-ink-muted" aria-hidden="true">
        {APPLY_THRESHOLD}% to apply
      </p>

      <h3 className="mt-6 text-sm font-semibold text-ink">{TALENT_OVERVIEW.missingHeading}</h3>
      {missing.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{TALENT_OVERVIEW.nothingMissing}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {missing.map((item) => (
            <li key={item.field}>
              <Link
                href={profileFieldHref(item.field)}
                prefetch={false}
                className="flex min-h-11 items-center justify-between gap-3 px-4 py-2.5 text-sm text-ink hover:bg-slate-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
              >
                <span>{item.label}</span>
                <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-ink-muted" aria-hidden="true">
                  <path
                    d="M7.5 5 12.5 10l-5 5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
