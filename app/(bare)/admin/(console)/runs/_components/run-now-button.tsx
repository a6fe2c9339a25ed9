"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";

import { buttonClass } from "@/components/ui/button-styles";
import { apiErrorMessage } from "@/lib/api/errors";
import { startRunRequest } from "@/lib/api/manage-logs";
import { RUNS_COPY as copy } from "@/lib/content/manager-runs";
import { MONTH_PATTERN } from "@/lib/invoices/states";

type State =
  | { step: "idle" | "busy" }
  | { step: "done"; outcome: "ok" | "failed"; summary: string }
  | { step: "failed"; message: string };

/** The calendar month before `now`'s, in UTC: what the month close closes by default. */
export function lastMonthUtc(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * Starts one run now, shows what it did, then reloads the table. `withMonth`: the run takes a month (the month
 * close), chosen in a field beside the button that starts on last month.
 */
export function RunNowButton({ name, label, withMonth = false }: { name: string; label: string; withMonth?: boolean }) {
  const router = useRouter();
  const monthId = useId();
  const [state, setState] = useState<State>({ step: "idle" });
  const [month, setMonth] = useState(lastMonthUtc);

  const run = async () => {
    if (withMonth && !MONTH_PATTERN.test(month)) {
      setState({ step: "failed", message: copy.monthInvalid });
      return;
    }
    setState({ step: "busy" });
    try {
      const result = await startRunRequest(name, withMonth ? { month } : {});
      setState({ step: "done", outcome: result.outcome, summary: result.summary });
      router.refresh();
    } catch (error) {
      setState({ step: "failed", message: apiErrorMessage(error, copy.runFailed) });
    }
  };

  const bad = state.step === "failed" || (state.step === "done" && state.outcome === "failed");
  return (
    <div className="flex flex-col items-start gap-2">
      {withMonth ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={monthId} className="text-xs font-semibold text-ink">
            {copy.month}
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            required
            onChange={(event) => setMonth(event.target.value)}
            className="h-10 w-40 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30"
          />
        </div>
      ) : null}
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
