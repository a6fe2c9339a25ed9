"use client";

import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import type { MemberKind } from "@/lib/accounts/kinds";
import { resendVerificationRequest } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { BANNER_COPY as copy } from "@/lib/content/account-links";

type State = { step: "idle" } | { step: "sending" } | { step: "sent" } | { step: "failed"; message: string };

/** Sends the verification link again; a refusal (e.g. too many requests) shows the server's words. */
export function ResendVerificationButton({ kind, align = "end" }: { kind: MemberKind; align?: "start" | "end" }) {
  const [state, setState] = useState<State>({ step: "idle" });

  const resend = async () => {
    setState({ step: "sending" });
    try {
      await resendVerificationRequest(kind);
      setState({ step: "sent" });
    } catch (error) {
      setState({ step: "failed", message: apiErrorMessage(error, copy.fallbackError) });
    }
  };

  const message = state.step === "sent" ? copy.sent : state.step === "failed" ? state.message : null;

  return (
    <div className={`flex flex-col items-start ${align === "end" ? "sm:items-end" : ""}`}>
      {state.step === "sent" ? null : (
        <button
          type="button"
          onClick={resend}
          disabled={state.step === "sending"}
          aria-busy={state.step === "sending"}
          className={buttonClass("secondary", "sm", "disabled:opacity-60")}
        >
          {state.step === "sending" ? copy.sending : copy.resend}
        </button>
      )}
      {/* Always rendered, so screen readers announce what appears in it. */}
      <p
        aria-live="polite"
        className={`text-sm ${align === "end" ? "sm:max-w-xs sm:text-right" : ""} ${state.step === "failed" ? "mt-2 text-red-700" : "text-amber-900"}`}
      >
        {message}
      </p>
    </div>
  );
}
