"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import type { MemberKind } from "@/lib/accounts/kinds";
import { apiErrorMessage } from "@/lib/api/errors";

import { linkAccountKind } from "./link-account-kind";

export type MailedLinkState =
  { step: "checking" } | { step: "done"; message: string } | { step: "failed"; message: string };

/**
 * Posts a mailed link's token once (a link works once, so never twice on a re-render) and says how it went.
 * The token and the account kind come from the link's `token` and `type` parameters.
 */
export function useMailedLink(
  send: (kind: MemberKind, token: string) => Promise<string>,
  copy: { missingToken: string; fallbackError: string },
): { kind: MemberKind; state: MailedLinkState } {
  const params = useSearchParams();
  const token = params.get("token");
  const kind = linkAccountKind(params.get("type"));
  const [state, setState] = useState<MailedLinkState>(
    token ? { step: "checking" } : { step: "failed", message: copy.missingToken },
  );
  const sent = useRef(false);
  const latest = useRef({ send, fallback: copy.fallbackError });

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    latest.current.send(kind, token).then(
      (message) => setState({ step: "done", message }),
      (error: unknown) => setState({ step: "failed", message: apiErrorMessage(error, latest.current.fallback) }),
    );
  }, [token, kind]);

  return { kind, state };
}
