import type { MemberKind } from "@/lib/accounts/kinds";
import { DELETE_ACCOUNT_CARD, EMAIL_CARD, PASSWORD_CARD, SESSIONS_CARD } from "@/lib/content/account-security";

import { AccountCard } from "./account-card";
import { DeleteAccount } from "./delete-account";
import { EmailForm } from "./email-form";
import { LogoutEverywhere } from "./logout-everywhere";
import { PasswordForm } from "./password-form";

/** The Email, Password and Sessions cards, alike on the talent and recruiter account pages. */
export function SecurityCards({
  kind,
  email,
  pendingEmail,
}: {
  kind: MemberKind;
  email: string;
  pendingEmail: string | null;
}) {
  return (
    <>
      <AccountCard id="email-heading" title={EMAIL_CARD.heading} lead={EMAIL_CARD.lead}>
        <EmailForm kind={kind} email={email} pending={pendingEmail} />
      </AccountCard>
      <AccountCard id="password-heading" title={PASSWORD_CARD.heading} lead={PASSWORD_CARD.lead}>
        <PasswordForm kind={kind} />
      </AccountCard>
      <AccountCard id="sessions-heading" title={SESSIONS_CARD.heading} lead={SESSIONS_CARD.lead}>
        <LogoutEverywhere kind={kind} />
      </AccountCard>
    </>
  );
}

/** The last card of both account pages: deleting the account. */
export function DeleteAccountCard({ kind, hasPassword }: { kind: MemberKind; hasPassword: boolean }) {
  return (
    <AccountCard id="delete-heading" title={DELETE_ACCOUNT_CARD.heading} lead={DELETE_ACCOUNT_CARD.lead[kind]}>
      <DeleteAccount kind={kind} hasPassword={hasPassword} />
    </AccountCard>
  );
}
