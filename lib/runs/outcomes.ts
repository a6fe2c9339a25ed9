/** How a run ended: its summary line says what it did (or why it failed). */
export const RUN_OUTCOMES = ["ok", "failed"] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

/** The runs a manager can see and start (lib/server/runs/registry.ts holds what each does). */
export const RUN_NAMES = ["weekly-summary", "month-close", "invoice-reminders"] as const;
export type RunName = (typeof RUN_NAMES)[number];

/** What a manager may pass to "Run now": the month close takes the month to close (default: the month before now, UTC). */
export type RunInput = { month?: string };
