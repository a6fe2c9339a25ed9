import { METRICS_COPY as copy, METRIC_LABELS } from "@/lib/content/manager-logs";
import { METRIC_SERIES, type Metrics } from "@/lib/validation/metrics";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** Each series' count this week and over the window, and the vetted share. */
export function MetricCards({ metrics }: { metrics: Metrics }) {
  const current = metrics.weeks[metrics.weeks.length - 1]!;
  const weeks = metrics.weeks.length;
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {METRIC_SERIES.map((key) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-medium text-ink-muted">{METRIC_LABELS[key]}</h2>
          <p className="mt-1 text-2xl font-bold tabular-nums text-ink">
            {current[key]} <span className="text-xs font-medium text-ink-muted">{copy.thisWeek.toLowerCase()}</span>
          </p>
          <p className="mt-1 text-sm tabular-nums text-ink-muted">
            {metrics.totals[key]} {copy.inWindow(weeks)}
          </p>
        </li>
      ))}
      <li className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
        <h2 className="text-sm font-medium text-brand-700">{copy.share}</h2>
        {metrics.vetted_share === null ? (
          <p className="mt-2 text-base font-semibold text-ink">{copy.shareNone}</p>
        ) : (
          <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{percent.format(metrics.vetted_share)}</p>
        )}
        <p className="mt-1 text-sm text-ink-muted">{copy.shareHelp}</p>
      </li>
    </ul>
  );
}
