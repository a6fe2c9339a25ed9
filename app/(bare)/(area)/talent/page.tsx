import Link from "next/link";

import { AreaGreeting } from "@/components/dashboard/area-greeting";
import { EmailVerificationBanner } from "@/components/dashboard/email-verification-banner";
import { InvitationsCard } from "@/components/invitations/invitations-card";
import { cardClass } from "@/components/ui/card";
import { APPLICATIONS_SUMMARY, isFinalStage } from "@/lib/content/applications";
import { AREA_COPY } from "@/lib/content/auth";
import { createMetadata } from "@/lib/seo/metadata";
import { listTalentApplications } from "@/lib/server/applications/talent-applications";
import { accountRowId, isReturning, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { listTalentInvitations } from "@/lib/server/invitations/talent-invitations";
import { getTalentOverview } from "@/lib/server/profiles/talent-workspace";
import { talentVettingView } from "@/lib/server/vetting/talent-vetting";

import { ProfileStatus } from "./_components/profile-status";
import { VettingCard } from "./_components/vetting-card";

export const metadata = createMetadata({
  title: "Overview",
  description: "Your talent workspace.",
  path: "/talent",
  noIndex: true,
});

export default async function TalentOverviewPage() {
  const account = await requireAreaSession("talent", "/talent");
  const db = await getDb();
  const [returning, overview, applications, vetting, invitations] = await Promise.all([
    isReturning(account),
    getTalentOverview(db, accountRowId(account)),
    listTalentApplications(db, accountRowId(account)),
    talentVettingView(db, accountRowId(account)),
    listTalentInvitations(db, accountRowId(account)),
  ]);
  const active = applications.filter((one) => !isFinalStage(one.stage)).length;
  return (
    <div className="flex flex-col gap-8">
      <AreaGreeting name={account.name} kind="talent" returning={returning} />
      <EmailVerificationBanner kind="talent" accountId={accountRowId(account)} />
      <InvitationsCard initial={invitations} />
      <ProfileStatus completeness={overview.completeness} handle={overview.handle} visibility={overview.visibility} />
      <VettingCard initial={vetting} />
      <section aria-labelledby="applications-heading" className={cardClass("p-5 shadow-sm sm:p-7")}>
        <h2 id="applications-heading" className="text-lg font-semibold text-ink">
          {APPLICATIONS_SUMMARY.heading}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{APPLICATIONS_SUMMARY.count(active, applications.length)}</p>
        <Link
          href="/talent/applications"
          className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline"
        >
          {APPLICATIONS_SUMMARY.link}
        </Link>
      </section>
      <section aria-labelledby="jobs-heading" className={cardClass("p-5 shadow-sm sm:p-7")}>
        <h2 id="jobs-heading" className="text-lg font-semibold text-ink">
          Jobs
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Hourly, project-based and full-time roles from companies that hire remotely.
        </p>
        <Link href="/jobs" className="mt-4 inline-flex text-sm font-semibold text-brand-700 hover:underline">
          {AREA_COPY.talent.cta}
        </Link>
      </section>
    </div>
  );
}
