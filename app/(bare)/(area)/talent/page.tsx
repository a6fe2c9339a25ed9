import Link from "next/link";
import { AreaGreeting } from "@/components/dashboard/area-greeting";
import { AREA_COPY } from "@/lib/content/auth";
import { accountRowId, isReturning, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { getTalentOverview } from "@/lib/server/profiles/talent-workspace";
import { createMetadata } from "@/lib/seo/metadata";
import { ProfileStatus } from "./_components/profile-status";

export const metadata = createMetadata({
  title: "Overview",
  description: "Your talent workspace.",
  path: "/talent",
  noIndex: true,
});

export default async function TalentOverviewPage() {
  const account = await requireAreaSession("talent", "/talent");
  const [returning, overview] = await Promise.all([isReturning(account), getTalentOverview(await getDb(), accountRowId(account))]);
  return (
    <div className="flex flex-col gap-8">
      <AreaGreeting name={account.name} kind="talent" returning={returning} />
      <ProfileStatus completeness={overview.completeness} handle={overview.handle} />
      <section aria-labelledby="jobs-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <h2 id="jobs-heading" className="text-lg font-semibold text-ink">
          Jobs
        </h2>
        <p className="mt-2 text-sm text-ink-muted">Hourly, project-based and full-time roles from companies that hire remotely.</p>
        <Link href="/jobs" className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline">
          {AREA_COPY.talent.cta}
        </Link>
      </section>
    </div>
  );
}
