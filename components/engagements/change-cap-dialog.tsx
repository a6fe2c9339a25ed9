"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { useConfirmAction } from "@/components/ui/use-confirm-action";
import { changeCapRequest } from "@/lib/api/engagements";
import { apiErrorMessage } from "@/lib/api/errors";
import { CAP_DIALOG_COPY } from "@/lib/content/engagements";
import { nextMonday, todayIn } from "@/lib/engagements/calendar";
import { calendarDay } from "@/lib/engagements/zoned-lines";
import { capChangeRequestSchema, type Engagement } from "@/lib/validation/engagements";

type Props = { engagement: Engagement; onChanged: (engagement: Engagement) => void };

/** The client changes an hourly engagement's weekly hour cap, from next Monday on the company's calendar. */
export function ChangeCapDialog({ engagement, onChanged }: Props) {
  const current = engagement.next_weekly_hours_cap ?? engagement.weekly_hours_cap ?? 0;
  const [cap, setCap] = useState(String(current));
  const [problem, setProblem] = useState<string | null>(null);
  const from = calendarDay(nextMonday(todayIn(engagement.company.timezone)));
  const dialog = useConfirmAction({
    async run(close) {
      const checked = capChangeRequestSchema.safeParse({
        weekly_hours_cap: /^\s*\d{1,3}\s*$/.test(cap) ? Number(cap) : Number.NaN,
      });
      setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? CAP_DIALOG_COPY.failed));
      if (!checked.success) return;
      onChanged(await changeCapRequest(engagement.id, checked.data));
      close();
    },
    failure: (error) => apiErrorMessage(error, CAP_DIALOG_COPY.failed),
    onReset() {
      setCap(String(current));
      setProblem(null);
    },
  });
  return (
    <ConfirmDialog
      {...dialog}
      tone="primary"
      trigger={{ label: CAP_DIALOG_COPY.open, size: "md" }}
      title={CAP_DIALOG_COPY.title}
      description={CAP_DIALOG_COPY.description(from)}
      cancelLabel={CAP_DIALOG_COPY.cancel}
      confirmLabel={CAP_DIALOG_COPY.confirm}
      busyLabel={CAP_DIALOG_COPY.saving}
    >
      <TextField
        id="weekly-hours-cap"
        className="mt-4"
        inputMode="numeric"
        label={CAP_DIALOG_COPY.cap}
        value={cap}
        error={problem ?? undefined}
        onChange={(event) => setCap(event.target.value)}
      />
    </ConfirmDialog>
  );
}
