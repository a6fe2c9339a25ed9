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

type Layout = {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  font: number;
  xLabels: number;
};

// Two drawings of the same data: a wide one, and a compact one for phones whose text stays legible when it shrinks.
const WIDE: Layout = { width: 720, height: 300, left: 44, right: 16, top: 16, bottom: 40, font: 11, xLabels: 8 };
const COMPACT: Layout = { width: 360, height: 240, left: 34, right: 14, top: 12, bottom: 34, font: 12, xLabels: 4 };

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const weekLabel = (monday: string) => shortDate.format(new Date(`${monday}T00:00:00Z`));

/** A round top for the y axis (at least 4, so a quiet window still has distinct ticks) and its 4 steps. */
export function yScale(max: number): { top: number; ticks: number[] } {
  const raw = Math.max(4, max);
  const magnitude = 10 ** Math.floor(Math.log10(raw / 4));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * magnitude).find((s) => s * 4 >= raw && Number.isInteger(s)) ??
    Math.ceil(raw / 4);
  return { top: step * 4, ticks: [0, 1, 2, 3, 4].map((i) => i * step) };
}

type SvgProps = Pick<Props, "id" | "title" | "description" | "weeks" | "series"> & {
  layout: Layout;
  className: string;
};

function ChartSvg({ id, title, description, weeks, series, layout, className }: SvgProps) {
  const { width, height } = layout;
  const plotW = width - layout.left - layout.right;
  const plotH = height - layout.top - layout.bottom;
  const { top, ticks } = yScale(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (i: number) => layout.left + (weeks.length === 1 ? plotW / 2 : (i * plotW) / (weeks.length - 1));
  const y = (value: number) => layout.top + plotH - (value / top) * plotH;
  // A few labels on the x axis at most, the latest week always among them.
  const every = Math.ceil(weeks.length / layout.xLabels);
  const labelled = weeks.map((_, i) => (weeks.length - 1 - i) % every === 0);

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={`h-auto w-full overflow-visible ${className}`}
      data-layout={width === WIDE.width ? "wide" : "compact"}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g fontSize={layout.font} fill="#4b5565">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={layout.left}
              x2={width - layout.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#e2e8f0"
              strokeWidth={1}
            />
            <text x={layout.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" data-axis="y">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, i) =>
          labelled[i] ? (
            <text key={week} x={x(i)} y={height - layout.bottom + layout.font + 8} textAnchor="middle" data-axis="x">
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
            strokeWidth={width === WIDE.width ? 2.5 : 2}
            strokeDasharray={s.dashed ? "6 4" : undefined}
            strokeLinejoin="round"
          />
          {s.values.map((value, i) => (
            <circle
              key={weeks[i]}
              cx={x(i)}
              cy={y(value)}
              r={width === WIDE.width ? 3.5 : 2.5}
              fill="#fff"
              stroke={s.color}
              strokeWidth={2}
              data-point=""
            >
              <title>{`${s.label}, week of ${weekLabel(weeks[i]!)}: ${value}`}</title>
            </circle>
          ))}
        </g>
      ))}
    </svg>
  );
}

export function WeeklyChart({ id, title, description, weeks, series, tableToggle, weekColumn }: Props) {
  const drawing = { title, description, weeks, series };
  return (
    <figure className="flex flex-col gap-4">
      <ChartSvg id={`${id}-wide`} layout={WIDE} className="hidden sm:block" {...drawing} />
      <ChartSvg id={`${id}-compact`} layout={COMPACT} className="sm:hidden" {...drawing} />
      <figcaption>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink" aria-label="Legend">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <svg viewBox="0 0 24 8" className="h-2 w-6" aria-hidden="true" focusable="false">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  stroke={s.color}
                  strokeWidth="3"
                  strokeDasharray={s.dashed ? "5 3" : undefined}
                />
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
                <th scope="col" className="py-2 pr-3">
                  {weekColumn}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-2 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {weeks.map((week, i) => (
                <tr key={week}>
                  <th scope="row" className="whitespace-nowrap py-1.5 pr-3 font-medium text-ink">
                    {weekLabel(week)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1.5 pr-3 text-right tabular-nums text-ink">
                      {s.values[i]}
                    </td>
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
