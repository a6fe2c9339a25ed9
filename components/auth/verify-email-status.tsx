"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { verifyEmail } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { AREA_HOME, SIGN_IN_PATH } from "@/lib/auth/areas";
import { VERIFY_EMAIL_COPY as copy } from "@/lib/content/account-links";
import { buttonClass } from "@/components/ui/button-styles";
import { AuthOutcome } from "./auth-card";
import { linkAccountKind } from "./link-account-kind";

type State = { step: "checking" } | { step: "verified" } | { step: "failed"; message: string };

/** Posts the link's token once (a link works once, so never twice on a re-render) and says how it went. */
export function VerifyEmailStatus() {
  const params = useSearchParams();
  const token = params.get("token");
  const kind = linkAccountKind(params.get("type"));
  const [state, setState] = useState<State>(token ? { step: "checking" } : { step: "failed", message: copy.missingToken });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(kind, token).then(
      () => setState({ step: "verified" }),
      (error: unknown) => setState({ step: "failed", message: apiErrorMessage(error, copy.fallbackError) }),
    );
  }, [token, kind]);

  if (state.step === "checking") {
    return (
      <p role="status" aria-live="polite" className="mt-6 text-sm text-ink-muted">
        {copy.checking}
      </p>
    );
  }
  if (state.step === "verified") {
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
