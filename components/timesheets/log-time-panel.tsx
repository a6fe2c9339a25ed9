"use client";

import { useState } from "react";

import { logTimeRequest } from "@/lib/api/timesheets";
import { ENTRY_FORM_COPY as COPY } from "@/lib/content/timesheets";
import { todayIn } from "@/lib/engagements/calendar";
import { zoneCity } from "@/lib/remote/local-label";
import { shortDay } from "@/lib/timesheets/week-text";
import { formatMinutes } from "@/lib/timesheets/weeks";
import type { Engagement } from "@/lib/validation/engagements";

import { TimeEntryForm } from "./time-entry-form";

type Props = { engagement: Engagement; minDate: string; maxDate: string; onLogged: (sheetId: number) => void };

/** "Log time": today on the talent's calendar by default; a refusal (the cap, a submitted week) shows beside it. */
export function LogTimePanel({ engagement, minDate, maxDate, onLogged }: Props) {
  const zone = engagement.talent.timezone;
  const today = todayIn(zone);
  const [logged, setLogged] = useState<string | null>(null);
  return (
    <section aria-labelledby="log-time-heading" className="min-w-0 rounded-xl bg-slate-50 p-4">
      <h3 id="log-time-heading" className="mb-3 text-base font-semibold text-ink">
        {COPY.heading}
      </h3>
      <TimeEntryForm
        idPrefix="log-time"
        defaults={{ work_date: today > maxDate ? maxDate : today, hours: "", minutes: "", description: "" }}
        minDate={minDate}
        maxDate={maxDate}
        zone={zoneCity(zone)}
        submitLabel={COPY.save}
        onSave={(request) => {
          setLogged(null);
          return logTimeRequest(engagement.id, request);
        }}
        onSaved={(entry, form) => {
          form.reset();
          setLogged(COPY.logged(formatMinutes(entry.minutes), shortDay(entry.work_date)));
          onLogged(entry.timesheet_id);
        }}
      />
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800 empty:hidden">
        {logged}
      </p>
    </section>
  );
}
