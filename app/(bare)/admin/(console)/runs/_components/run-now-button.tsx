"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { startRunRequest } from "@/lib/api/manage-logs";
import { RUNS_COPY as copy } from "@/lib/content/manager-runs";

type State =
  | { step: "idle" | "busy" }
  | { step: "done"; outcome: "ok" | "failed"; summary: string }
  | { step: "failed"; message: string };

/** Starts one run now, shows what it did, then reloads the table. */
export function RunNowButton({ name, label }: { name: string; label: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ step: "idle" });

  const run = async () => {
    setState({ step: "busy" });
    try {
      const result = await startRunRequest(name);
      setState({ step: "done", outcome: result.outcome, summary: result.summary });
      router.refresh();
    } catch (error) {
      setState({ step: "failed", message: apiErrorMessage(error, copy.runFailed) });
    }
  };

  const bad = state.step === "failed" || (state.step === "done" && state.outcome === "failed");
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={run}
        disabled={state.step === "busy"}
        aria-busy={state.step === "busy"}
        aria-label={`${copy.runNow}: ${label}`}
        className={buttonClass("primary", "sm", "disabled:opacity-60")}
      >
        {state.step === "busy" ? copy.runningNow : copy.runNow}
      </button>
      <p aria-live="polite" className={`text-sm ${bad ? "text-red-700" : "text-emerald-800"}`}>
        {state.step === "done" ? state.summary : state.step === "failed" ? state.message : null}
      </p>
    </div>
  );
}
