"use client";

import Link from "next/link";

import { AuthOutcome } from "@/components/auth/auth-card";
import { useMailedLink } from "@/components/auth/use-mailed-link";
import { buttonClass } from "@/components/ui/button-styles";
import { confirmEmailChangeRequest } from "@/lib/api/account";
import { AREA_HOME } from "@/lib/auth/areas";
import { CONFIRM_EMAIL_COPY as copy } from "@/lib/content/account-security";

const ACCOUNT_PAGE = { talent: `${AREA_HOME.talent}/account`, client: `${AREA_HOME.client}/account` } as const;

/** Moves the account to the new address with the link's token and says how it went. */
export function ConfirmEmailStatus() {
  const { kind, state } = useMailedLink(confirmEmailChangeRequest, copy);
  if (state.step === "checking") {
    return (
      <p role="status" aria-live="polite" className="mt-6 text-sm text-ink-muted">
        {copy.checking}
      </p>
    );
  }
  return (
    <AuthOutcome
      tone={state.step === "done" ? "success" : "error"}
      title={state.step === "done" ? copy.confirmed : copy.failed}
      text={state.message}
    >
      <Link href={ACCOUNT_PAGE[kind]} className={buttonClass("primary")}>
        {copy.toAccount[kind]}
      </Link>
    </AuthOutcome>
  );
}
