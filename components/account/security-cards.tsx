import type { UserType } from "@/lib/api/types";
import { PASSWORD_CARD, SESSIONS_CARD } from "@/lib/content/account-security";
import { AccountCard } from "./account-card";
import { LogoutEverywhere } from "./logout-everywhere";
import { PasswordForm } from "./password-form";

/** The Password and Sessions cards, alike on the talent and recruiter account pages. */
export function SecurityCards({ kind }: { kind: UserType }) {
  return (
    <>
      <AccountCard id="password-heading" title={PASSWORD_CARD.heading} lead={PASSWORD_CARD.lead}>
        <PasswordForm kind={kind} />
      </AccountCard>
      <AccountCard id="sessions-heading" title={SESSIONS_CARD.heading} lead={SESSIONS_CARD.lead}>
        <LogoutEverywhere kind={kind} />
      </AccountCard>
    </>
  );
}
