/** The console's Runs page (/admin/runs): scheduled work a manager can see and start. */
export const RUNS_COPY = {
  title: "Runs",
  lead: "Work the product does on a schedule, such as the weekly summary to recruiters on Mondays. Each run happens on one server at a time; “Run now” starts it at once and shows what it did.",
  names: { "weekly-summary": "Weekly summary", "month-close": "Month close", "invoice-reminders": "Invoice reminders" },
  columns: {
    run: "Run",
    schedule: "Schedule",
    lastStarted: "Last started",
    lastFinished: "Last finished",
    outcome: "Outcome",
    summary: "What it did",
    next: "Next scheduled",
    action: "Action",
  },
  outcomes: { ok: "Done", failed: "Failed" },
  never: "Never",
  running: "Running now",
  runNow: "Run now",
  runningNow: "Running…",
  runFailed: "The run could not be started. Try again.",
  month: "Month to close",
  monthInvalid: "Choose the month to close (YYYY-MM).",
} as const;
