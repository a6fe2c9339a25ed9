import { HIRING_SPEED_COPY as copy } from "@/lib/content/manager-logs";
import type { Metrics } from "@/lib/validation/metrics";

/** The median days to hire per category, each with its count, and the share of engagements ended in their trial. */
export function HiringSpeed({ metrics }: { metrics: Metrics }) {
  const { hiring_speed: speed, trial_endings: trial } = metrics;
  return (
    <div className="grid gap-3 lg:grid-cols-[1fr_auto]">
      <section aria-labelledby="hiring-speed" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="hiring-speed" className="text-lg font-semibold text-ink">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{copy.lead}</p>
        {speed.length === 0 ? (
          <p className="mt-3 text-sm text-ink">{copy.none}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table aria-labelledby="hiring-speed" className="w-full text-left text-sm">
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {copy.category}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {copy.applicationToHire}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {copy.publishToFirstHire}
                  </th>
                </tr>
              </thead>
              <tbody className="tabular-nums text-ink">
                {speed.map((row) => (
                  <tr key={row.category.id} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {row.category.name}
                    </th>
                    <td className="py-2 pr-4">
                      {copy.median(row.application_to_hire.median_days, row.application_to_hire.count)}
                    </td>
                    <td className="py-2">
                      {copy.median(row.publish_to_first_hire.median_days, row.publish_to_first_hire.count)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="trial-endings" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6">
        <h2 id="trial-endings" className="text-sm font-medium text-brand-700">
          {copy.trialTitle}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{copy.trialShare(trial.share)}</p>
        <p className="mt-1 text-sm text-ink-muted">{copy.trialOf(trial.ended_in_trial, trial.ended)}</p>
      </section>
    </div>
  );
}
