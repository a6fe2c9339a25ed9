import { AccountCard } from "@/components/account/account-card";
import { AccountDetails } from "@/components/account/account-details";
import { NotificationsCard } from "@/components/account/notifications-card";
import { DeleteAccountCard, SecurityCards } from "@/components/account/security-cards";
import { RECRUITER_ACCOUNT as copy } from "@/lib/content/account-security";
import { createMetadata } from "@/lib/seo/metadata";
import { clientInfo } from "@/lib/server/accounts/account-info";
import { hasPassword } from "@/lib/server/accounts/account-tables";
import { pendingEmailChange } from "@/lib/server/accounts/email-change";
import { accountRowId, requireAreaSession } from "@/lib/server/auth/area-session";
import { getDb } from "@/lib/server/db/client";
import { readNotificationSettings } from "@/lib/server/notifications/settings-store";

export const metadata = createMetadata({
  title: copy.title,
  description: "Your recruiter account.",
  path: "/recruiter/account",
  noIndex: true,
});

export default async function RecruiterAccountPage() {
  const account = await requireAreaSession("client", "/recruiter/account");
  const db = await getDb();
  const id = accountRowId(account);
  const [client, pendingEmail, withPassword, notifications] = await Promise.all([
    clientInfo(db, id),
    pendingEmailChange(db, "client", id),
    hasPassword(db, "client", id),
    readNotificationSettings(db, "client", id),
  ]);
  const details: [string, string][] = [
    [copy.name, client.full_name],
    [copy.email, client.email],
    [copy.company, client.company_name || copy.noCompany],
  ];

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 text-ink-muted">{copy.lead}</p>
      </header>

      <AccountCard id="details-heading" title={copy.detailsHeading}>
        <AccountDetails details={details} />
      </AccountCard>

      <NotificationsCard kind="client" initial={notifications} />

      <SecurityCards kind="client" email={client.email} pendingEmail={pendingEmail} />

      <DeleteAccountCard kind="client" hasPassword={withPassword} />
    </div>
  );
}
