"use client";

import { useState } from "react";

import { AuthOutcome } from "@/components/auth/auth-card";
import { buttonClass } from "@/components/ui/button-styles";
import { applyEngagementActionRequest } from "@/lib/api/engagement-actions";
import { apiErrorMessage } from "@/lib/api/errors";
import { ENGAGEMENT_ACTIONS_COPY as copy } from "@/lib/content/engagement-actions";
import type { EngagementActionView } from "@/lib/validation/engagement-actions";

type State = { step: "idle" | "busy" } | { step: "done"; text: string } | { step: "failed"; message: string };

const INPUT =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30";

/** The one-step confirmation: a reason to end, or a lower weekly cap. */
export function ActionForm({ token, view }: { token: string; view: EngagementActionView }) {
  const [state, setState] = useState<State>({ step: "idle" });
  const [reason, setReason] = useState("");
  const [cap, setCap] = useState(String(Math.max(1, (view.weekly_hours_cap ?? 2) - 5)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ step: "busy" });
    try {
      const done = await applyEngagementActionRequest(
        token,
        view.action === "end" ? { reason } : { weekly_hours_cap: Number(cap) },
      );
      setState({
        step: "done",
        text:
          view.action === "end"
            ? copy.end.done(done.ended_on ?? view.earliest_end_date)
            : copy.reduce.done(done.next_weekly_hours_cap ?? Number(cap), done.next_cap_from ?? view.reduce_from),
      });
    } catch (error) {
      setState({ step: "failed", message: apiErrorMessage(error, copy.failed) });
    }
  };

  if (state.step === "done") return <AuthOutcome tone="success" title={copy.doneTitle} text={state.text} />;
  return (
    <form onSubmit={submit} className="mt-6 flex flex-col gap-4">
      {view.action === "end" ? (
        <>
          <p className="text-sm text-ink">{copy.end.explain(view.earliest_end_date)}</p>
          <label className="text-sm font-medium text-ink">
            {copy.end.reason}
            <textarea
              required
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className={INPUT}
              rows={3}
            />
          </label>
        </>
      ) : (
        <>
          <p className="text-sm text-ink">{copy.reduce.explain(view.reduce_from)}</p>
          <label className="text-sm font-medium text-ink">
            {copy.reduce.cap}
            <input
              type="number"
              required
              min={1}
              max={Math.max(1, (view.weekly_hours_cap ?? 1) - 1)}
              value={cap}
              onChange={(event) => setCap(event.target.value)}
              className={INPUT}
            />
          </label>
        </>
      )}
      {state.step === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={state.step === "busy"}
        aria-busy={state.step === "busy"}
        className={buttonClass("primary", "md", "self-start disabled:opacity-60")}
      >
        {state.step === "busy" ? copy.busy : view.action === "end" ? copy.end.confirm : copy.reduce.confirm}
      </button>
    </form>
  );
}
