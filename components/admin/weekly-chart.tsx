/**
 * A line chart of weekly counts drawn on the server as inline SVG: no script, no chart library. It scales
 * with its container (viewBox, width 100%); the numbers are also in a table behind a disclosure, for
 * screen readers and anyone who wants them exactly.
 */

export type ChartSeries = { key: string; label: string; color: string; dashed?: boolean; values: number[] };

type Props = {
  id: string;
  title: string;
  description: string;
  /** One label per week (the week's Monday, YYYY-MM-DD), oldest first. */
  weeks: string[];
  series: ChartSeries[];
  tableToggle: string;
  weekColumn: string;
};

const WIDTH = 720;
const HEIGHT = 300;
const PAD = { left: 44, right: 16, top: 16, bottom: 40 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const weekLabel = (monday: string) => shortDate.format(new Date(`${monday}T00:00:00Z`));

/** A round top for the y axis (at least 4, so a quiet window still has distinct ticks) and its 4 steps. */
export function yScale(max: number): { top: number; ticks: number[] } {
  const raw = Math.max(4, max);
  const magnitude = 10 ** Math.floor(Math.log10(raw / 4));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * magnitude).find((s) => s * 4 >= raw && Number.isInteger(s)) ?? Math.ceil(raw / 4);
  return { top: step * 4, ticks: [0, 1, 2, 3, 4].map((i) => i * step) };
}

export function WeeklyChart({ id, title, description, weeks, series, tableToggle, weekColumn }: Props) {
  const { top, ticks } = yScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (i: number) => PAD.left + (weeks.length === 1 ? PLOT_W / 2 : (i * PLOT_W) / (weeks.length - 1));
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  // About eight labels at most on the x axis, the latest week always among them.
  const every = Math.ceil(weeks.length / 8);
  const labelled = weeks.map((_, i) => (weeks.length - 1 - i) % every === 0);

  return (
    <figure className="flex flex-col gap-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full overflow-visible"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g className="text-[11px]" fill="#4b5565">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" strokeWidth={1} />
              <text x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle" data-axis="y">
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week, i) =>
            labelled[i] ? (
              <text key={week} x={x(i)} y={HEIGHT - PAD.bottom + 20} textAnchor="middle" data-axis="x">
                {weekLabel(week)}
              </text>
            ) : null,
          )}
        </g>
        {series.map((s) => (
          <g key={s.key} data-series={s.key}>
            <polyline
              points={s.values.map((value, i) => `${x(i)},${y(value)}`).join(" ")}
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dashed ? "6 4" : undefined}
              strokeLinejoin="round"
            />
            {s.values.map((value, i) => (
              <circle key={weeks[i]} cx={x(i)} cy={y(value)} r={3.5} fill="#fff" stroke={s.color} strokeWidth={2} data-point="">
                <title>{`${s.label}, week of ${weekLabel(weeks[i]!)}: ${value}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink" aria-label="Legend">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <svg viewBox="0 0 24 8" className="h-2 w-6" aria-hidden="true" focusable="false">
                <line x1="0" x2="24" y1="4" y2="4" stroke={s.color} strokeWidth="3" strokeDasharray={s.dashed ? "5 3" : undefined} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="rounded-xl border border-slate-200 bg-white">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-brand-700">{tableToggle}</summary>
        <div className="overflow-x-auto px-4 pb-4">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs uppercase tracking-wide text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">{weekColumn}</th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-2 pr-3 text-right">{s.label}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {weeks.map((week, i) => (
                <tr key={week}>
                  <th scope="row" className="py-1.5 pr-3 font-medium text-ink">{weekLabel(week)}</th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1.5 pr-3 text-right tabular-nums text-ink">{s.values[i]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
