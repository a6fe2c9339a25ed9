import Link from "next/link";

import { ConsolePageHeader } from "@/components/manage/console-page-header";
import { WeeklyChart, type ChartSeries } from "@/components/manage/weekly-chart";
import { METRICS_COPY as copy, METRIC_LABELS } from "@/lib/content/manager-logs";
import { createMetadata } from "@/lib/seo/metadata";
import { getDb } from "@/lib/server/db/client";
import { requireManager } from "@/lib/server/manage/manager-session";
import { weeklyMetrics } from "@/lib/server/manage/metrics";
import { METRICS_DEFAULT_WEEKS, metricsQuerySchema, type Metrics } from "@/lib/validation/metrics";
import { pageSearchParams, type PageSearchParams } from "@/lib/validation/search-params";

import { HiringSpeed } from "./_components/hiring-speed";
import { MetricCards } from "./_components/metric-cards";

export const metadata = createMetadata({
  title: copy.title,
  description: copy.lead,
  path: "/admin/metrics",
  noIndex: true,
});

const RANGES = [4, 12, 26, 52] as const;

// The chart draws the funnel; the sign-up split by kind is in the cards.
const CHART: {
  key: Exclude<keyof Metrics["totals"], "talent_signups" | "client_signups">;
  color: string;
  dashed?: boolean;
}[] = [
  { key: "signups", color: "#2563eb" },
  { key: "complete_profiles", color: "#0891b2", dashed: true },
  { key: "vetting_submissions", color: "#d97706" },
  { key: "vetted", color: "#16a34a", dashed: true },
  { key: "applications", color: "#9333ea" },
  { key: "hires", color: "#dc2626", dashed: true },
];

export default async function MetricsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireManager("/admin/metrics");
  const parsed = metricsQuerySchema.safeParse(pageSearchParams(await searchParams));
  const weeks = parsed.success ? parsed.data.weeks : METRICS_DEFAULT_WEEKS;
  const metrics = await weeklyMetrics(await getDb(), weeks);
  const series: ChartSeries[] = CHART.map(({ key, color, dashed }) => ({
    key,
    label: METRIC_LABELS[key],
    color,
    dashed,
    values: metrics.weeks.map((week) => week[key]),
  }));

  return (
    <div className="flex flex-col gap-6">
      <ConsolePageHeader
        title={copy.title}
        lead={copy.lead}
        action={
          <nav
            aria-label={copy.range}
            className="grid w-full grid-cols-4 gap-1 self-start rounded-full border border-slate-200 bg-white p-1 sm:w-auto"
          >
            {RANGES.map((range) => (
              <Link
                key={range}
                href={range === METRICS_DEFAULT_WEEKS ? "/admin/metrics" : `/admin/metrics?weeks=${range}`}
                aria-current={range === weeks ? "page" : undefined}
                className={`whitespace-nowrap rounded-full px-2 py-1.5 text-center text-sm font-medium sm:px-3 ${range === weeks ? "bg-brand-600 text-white" : "text-ink hover:bg-slate-100"}`}
              >
                {copy.weeksOption(range)}
              </Link>
            ))}
          </nav>
        }
      />
      <MetricCards metrics={metrics} />
      <section className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-ink">{copy.chartTitle(weeks)}</h2>
        <WeeklyChart
          id="weekly-metrics"
          title={copy.chartTitle(weeks)}
          description={copy.chartDesc}
          weeks={metrics.weeks.map((week) => week.week_start)}
          series={series}
          tableToggle={copy.tableToggle}
          weekColumn={copy.weekColumn}
        />
      </section>
      <HiringSpeed metrics={metrics} />
    </div>
  );
}
