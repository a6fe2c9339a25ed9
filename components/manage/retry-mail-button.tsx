"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { retryMailRequest } from "@/lib/api/manage-logs";
import { MAIL_COPY as copy } from "@/lib/content/manager-logs";

type State = { step: "idle" | "busy" | "done" } | { step: "failed"; message: string };

/** Queues a parked message again, then reloads the page's data. */
export function RetryMailButton({ id }: { id: number }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ step: "idle" });

  const retry = async () => {
    setState({ step: "busy" });
    try {
      await retryMailRequest(id);
      setState({ step: "done" });
      router.refresh();
    } catch (error) {
      setState({ step: "failed", message: apiErrorMessage(error, copy.retryFailed) });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      {state.step === "done" ? null : (
        <button
          type="button"
          onClick={retry}
          disabled={state.step === "busy"}
          aria-busy={state.step === "busy"}
          className={buttonClass("primary", "md", "disabled:opacity-60")}
        >
          {state.step === "busy" ? copy.retrying : copy.retry}
        </button>
      )}
      <p aria-live="polite" className={`text-sm ${state.step === "failed" ? "text-red-700" : "text-emerald-800"}`}>
        {state.step === "done" ? copy.retried : state.step === "failed" ? state.message : null}
      </p>
    </div>
  );
}
