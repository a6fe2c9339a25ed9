import "server-only";

import { eq } from "drizzle-orm";

import { monthNotBegun } from "@/lib/invoices/month-not-begun";
import { RUN_NAMES, type RunName } from "@/lib/runs/outcomes";
import { runStartRequestSchema, type RunJson, type RunResultJson } from "@/lib/validation/runs";

import { runs } from "../db/schema";
import type { Db } from "../db/types";
import { apiError } from "../http/error-codes";
import { readJson } from "../http/json-body";
import { recordAudit } from "../manage/audit";
import { isRunName, runOnce } from "./run-once";
import { RUN_SCHEDULES } from "./schedule";

type RunRow = typeof runs.$inferSelect;

function runJson(name: RunName, row: RunRow | undefined, now: Date): RunJson {
  const lastStartedAt = row?.lastStartedAt ?? null;
  return {
    name,
    schedule: RUN_SCHEDULES[name].describe,
    last_started_at: lastStartedAt?.toISOString() ?? null,
    last_finished_at: row?.lastFinishedAt?.toISOString() ?? null,
    last_outcome: row?.lastOutcome ?? null,
    last_summary: row?.lastSummary ?? null,
    running: row?.runningUntil != null && row.runningUntil > now,
    next_run_at: RUN_SCHEDULES[name].nextAfter(lastStartedAt, now, row?.lastOutcome).toISOString(),
  };
}

/** Every run with its last start, end, outcome, summary and next scheduled time (GET /api/manage/runs). */
export async function listRuns(db: Db, now: Date = new Date()): Promise<RunJson[]> {
  const rows = await db.select().from(runs);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return RUN_NAMES.map((name) => runJson(name, byName.get(name), now));
}

/**
 * A manager's "Run now": 404 for an unknown name, 409 while an instance runs it, 422 for a month close of a month that
 * has not begun; else it runs here and now and the audit log records who started it and what it did (`run.start`).
 */
export async function startRun(db: Db, managerId: number, name: string, request: Request): Promise<RunResultJson> {
  if (!isRunName(name)) throw apiError("not_found", "No run has that name.");
  const input = runStartRequestSchema.parse(await readJson(request));
  const notBegun = name === "month-close" && input.month ? monthNotBegun(input.month, new Date()) : null;
  if (notBegun) throw apiError("unprocessable", notBegun, { month: [notBegun] });
  const result = await runOnce(db, name, undefined, input);
  if (!result.ran) throw apiError("conflict", "This run is running now: wait for it to finish.");
  await recordAudit(db, {
    managerId,
    action: "run.start",
    targetKind: "run",
    targetId: name,
    after: { ...input, outcome: result.outcome, summary: result.summary },
  });
  const [row] = await db.select().from(runs).where(eq(runs.name, name));
  return { outcome: result.outcome, summary: result.summary, run: runJson(name, row, new Date()) };
}
