"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextareaField, TextField } from "@/components/ui/field";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { endEngagementRequest } from "@/lib/api/engagements";
import { apiErrorMessage } from "@/lib/api/errors";
import { END_DIALOG_COPY } from "@/lib/content/engagements";
import { todayIn } from "@/lib/engagements/calendar";
import { earliestEndDate } from "@/lib/engagements/end-rules";
import { calendarDay } from "@/lib/engagements/zoned-lines";
import { zoneCity } from "@/lib/remote/local-label";
import { endEngagementRequestSchema, type Engagement } from "@/lib/validation/engagements";

import type { EngagementSide } from "./engagement-side";

type Props = { engagement: Engagement; side: EngagementSide; onEnded: (engagement: Engagement) => void };

/**
 * "End engagement": a last working day no sooner than the rule allows (today in the trial, today + notice after
 * it, on the company's calendar), a private reason, and for the client whether they would rehire.
 */
export function EndEngagementDialog({ engagement, side, onEnded }: Props) {
  const today = todayIn(engagement.company.timezone);
  const { earliest } = earliestEndDate(
    { startDate: engagement.start_date, trialDays: engagement.trial_days, noticeDays: engagement.notice_days },
    today,
  );
  const [endDate, setEndDate] = useState(earliest);
  const [reason, setReason] = useState("");
  const [wouldRehire, setWouldRehire] = useState(false);
  const [problems, setProblems] = useState<{ end_date?: string; reason?: string }>({});
  const dialog = useConfirmAction({
    async run(close) {
      const body = { end_date: endDate, reason, ...(side === "client" ? { would_rehire: wouldRehire } : {}) };
      const checked = endEngagementRequestSchema.safeParse(body);
      const found: typeof problems = {};
      for (const issue of checked.error?.issues ?? []) {
        const key = issue.path[0];
        if (key === "end_date" || key === "reason") found[key] ??= issue.message;
      }
      if (checked.success && endDate < earliest) found.end_date = END_DIALOG_COPY.tooEarly(calendarDay(earliest));
      setProblems(found);
      if (!checked.success || found.end_date) return;
      onEnded(await endEngagementRequest(side, engagement.id, checked.data));
      close();
    },
    failure: (error) => apiErrorMessage(error, END_DIALOG_COPY.failed),
    onReset() {
      setEndDate(earliest);
      setReason("");
      setWouldRehire(false);
      setProblems({});
    },
  });
  return (
    <ConfirmDialog
      {...dialog}
      trigger={{ label: END_DIALOG_COPY.open, size: "md" }}
      title={END_DIALOG_COPY.title}
      description={END_DIALOG_COPY.description(calendarDay(earliest), earliest === today)}
      cancelLabel={END_DIALOG_COPY.cancel}
      confirmLabel={END_DIALOG_COPY.confirm}
      busyLabel={END_DIALOG_COPY.ending}
    >
      <div className="mt-4 flex flex-col gap-3">
        <TextField
          id="end-date"
          type="date"
          min={earliest}
          label={END_DIALOG_COPY.endDate}
          hint={END_DIALOG_COPY.endDateHint(zoneCity(engagement.company.timezone))}
          value={endDate}
          error={problems.end_date}
          onChange={(event) => setEndDate(event.target.value)}
        />
        <TextareaField
          id="end-reason"
          rows={3}
          label={END_DIALOG_COPY.reason}
          hint={END_DIALOG_COPY.reasonPrivate}
          value={reason}
          error={problems.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {side === "client" ? (
          <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={wouldRehire}
              onChange={(event) => setWouldRehire(event.target.checked)}
              className="size-4 rounded border-slate-300"
            />
            {END_DIALOG_COPY.wouldRehire}
          </label>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
