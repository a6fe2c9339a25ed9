"use client";

import Link from "next/link";

import { buttonClass } from "@/components/ui/button-styles";
import { verifyEmailRequest } from "@/lib/api/auth";
import { AREA_HOME, SIGN_IN_PATH } from "@/lib/auth/areas";
import { VERIFY_EMAIL_COPY as copy } from "@/lib/content/account-links";

import { AuthOutcome } from "./auth-card";
import { useMailedLink } from "./use-mailed-link";

/** Confirms the address with the link's token and says how it went. */
export function VerifyEmailStatus() {
  const { kind, state } = useMailedLink(verifyEmailRequest, copy);

  if (state.step === "checking") {
    return (
      <p role="status" aria-live="polite" className="mt-6 text-sm text-ink-muted">
        {copy.checking}
      </p>
    );
  }
  if (state.step === "done") {
    return (
      <AuthOutcome tone="success" title={copy.verified} text={copy.verifiedLead}>
        <Link href={AREA_HOME[kind]} className={buttonClass("primary")}>
          {copy.toWorkspace[kind]}
        </Link>
      </AuthOutcome>
    );
  }
  return (
    <AuthOutcome tone="error" title={copy.failed} text={state.message}>
      <Link href={SIGN_IN_PATH} className={buttonClass("primary")}>
        {copy.login}
      </Link>
    </AuthOutcome>
  );
}
