import { cardClass } from "@/components/ui/card";
import { hireCopy } from "@/lib/hire-pages/hire-copy";
import type { HirePage } from "@/lib/hire-pages/hire-pages";
import type { RateStats } from "@/lib/hire-pages/rate-stats";

/** The median and range of vetted talent's hourly rates for the page's skill, and how many they are. */
export function HireRates({ page, rates }: { page: HirePage; rates: RateStats }) {
  const copy = hireCopy(page);
  return (
    <section aria-labelledby="hire-rates-title" className={cardClass("mt-12 max-w-3xl p-6 shadow-sm")}>
      <h2 id="hire-rates-title" className="text-lg font-semibold text-ink">
        {copy.ratesTitle}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col">
          <dt className="text-sm text-ink-muted">Median hourly rate</dt>
          <dd className="order-first text-3xl font-bold text-ink">${rates.median}/hour</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-sm text-ink-muted">Range</dt>
          <dd className="order-first text-3xl font-bold text-ink">
            ${rates.min}–${rates.max}/hour
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-ink-muted">{copy.ratesBasis(rates.count)}</p>
    </section>
  );
}
