import "server-only";

import { previousMonth } from "@/lib/invoices/periods";
import type { RunInput, RunName } from "@/lib/runs/outcomes";

import type { Db } from "../db/types";
import { closeMonth, describeMonthClose } from "../invoices/month-close";
import { sendInvoiceReminders } from "../invoices/reminders";
import { sendWeeklySummaries } from "./weekly-summary";

/**
 * What each named run does: it answers the one-line summary stored with its outcome. A new run (reminders,
 * auto-approvals, month close) adds its name to RUN_NAMES (lib/runs/outcomes.ts), a line here and its schedule in
 * ./schedule.ts; claiming, recording and the console come with it.
 */
export const RUNS: Record<RunName, (db: Db, now: Date, input: RunInput) => Promise<string>> = {
  "weekly-summary": async (db, now) => {
    const { clients, mailed, alreadyMailed } = await sendWeeklySummaries(db, now);
    if (clients === 0) return "No client has an open engagement: no summary mailed.";
    return `Mailed ${mailed} of ${clients} client(s) their weekly summary; ${alreadyMailed} already had this week's.`;
  },
  "month-close": async (db, now, input) =>
    describeMonthClose(await closeMonth(db, input.month ?? previousMonth(now), now)),
  "invoice-reminders": async (db, now) => {
    const sent = await sendInvoiceReminders(db, now);
    return sent === 0 ? "No overdue invoice without its reminder." : `Mailed ${sent} overdue invoice reminder(s).`;
  },
};
