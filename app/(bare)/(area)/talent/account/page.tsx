import Link from "next/link";

import { AccountCard } from "@/components/account/account-card";
import { AccountDetails } from "@/components/account/account-details";
import { NotificationsCard } from "@/components/account/notifications-card";
import { DeleteAccountCard, SecurityCards } from "@/components/account/security-cards";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { visibilityLabels } from "@/lib/content/profile";
import { TALENT_ACCOUNT } from "@/lib/content/talent-workspace";
import { createMetadata } from "@/lib/seo/metadata";
import { hasPassword } from "@/lib/server/accounts/account-tables";
import { pendingEmailChange } from "@/lib/server/accounts/email-change";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { readNotificationSettings } from "@/lib/server/notifications/settings-store";
import { getTalentAccount } from "@/lib/server/profiles/talent-workspace";

import { CopyProfileLink } from "./_components/copy-profile-link";
import { DownloadResumeButton } from "./_components/download-resume-button";

export const metadata = createMetadata({
  title: TALENT_ACCOUNT.title,
  description: "Your talent account.",
  path: "/talent/account",
  noIndex: true,
});

export default async function TalentAccountPage() {
  const account = await requireAreaSession("talent", "/talent/account");
  const db = await getDb();
  const id = accountRowId(account);
  const [talent, pendingEmail, withPassword, notifications] = await Promise.all([
    getTalentAccount(db, id),
    pendingEmailChange(db, "talent", id),
    hasPassword(db, "talent", id),
    readNotificationSettings(db, "talent", id),
  ]);
  const visibility = visibilityLabels[talent.visibility];

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{TALENT_ACCOUNT.title}</h1>
        <p className="mt-2 text-ink-muted">{TALENT_ACCOUNT.lead}</p>
      </header>

      <AccountCard id="details-heading" title={TALENT_ACCOUNT.detailsHeading}>
        <AccountDetails
          details={[
            ["Name", talent.name],
            ["Email", talent.email],
          ]}
        />
      </AccountCard>

      <AccountCard id="address-heading" title={TALENT_ACCOUNT.addressHeading}>
        <CopyProfileLink url={talent.profileUrl} />
      </AccountCard>

      <AccountCard id="visibility-heading" title={TALENT_ACCOUNT.visibilityHeading}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink">
            <span className="font-semibold">{visibility.label}.</span> {visibility.detail}
          </p>
          <Link
            href="/talent/profile#visibility"
            prefetch={false}
            className="shrink-0 text-sm font-semibold text-brand-700 hover:underline"
          >
            {TALENT_ACCOUNT.changeVisibility}
          </Link>
        </div>
      </AccountCard>

      <AccountCard id="export-heading" title={TALENT_ACCOUNT.exportHeading} lead={TALENT_ACCOUNT.exportLead}>
        <DownloadResumeButton />
      </AccountCard>

      <NotificationsCard kind="talent" initial={notifications} />

      <SecurityCards kind="talent" email={talent.email} pendingEmail={pendingEmail} />

      <AccountCard id="session-heading" title={TALENT_ACCOUNT.sessionHeading}>
        <LogoutButton label={TALENT_ACCOUNT.logout} busyLabel={TALENT_ACCOUNT.loggingOut} />
      </AccountCard>

      <DeleteAccountCard kind="talent" hasPassword={withPassword} />
    </div>
  );
}
