import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";
import { AREA_COPY } from "@/lib/content/auth";
import { heroStats } from "@/lib/content/home";

/** The recruiter's Overview card: how hiring here works, in the home page's own figures, and the way to the board. */
export function HiringCard() {
  return (
    <section aria-labelledby="hiring-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <h2 id="hiring-heading" className="text-lg font-semibold text-ink">
        Hiring on the marketplace
      </h2>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        {heroStats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="order-first text-2xl font-bold tracking-tight text-ink">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <Link href="/jobs" className={buttonClass("primary", "md", "mt-6")}>
        {AREA_COPY.client.cta}
      </Link>
    </section>
  );
}
