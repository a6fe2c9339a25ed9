import "server-only";

import { eq, sql } from "drizzle-orm";

import { RUN_NAMES, type RunInput, type RunName, type RunOutcome } from "@/lib/runs/outcomes";

import { runs } from "../db/schema";
import type { Db } from "../db/types";
import { RUNS } from "./registry";
import { RUN_SCHEDULES } from "./schedule";

/** How long a claimed run is reserved for its instance: longer than a run takes; a dead instance's lease runs out. */
export const RUN_LEASE_MS = 15 * 60_000;

export const isRunName = (name: string): name is RunName => (RUN_NAMES as readonly string[]).includes(name);

export type RunResult = { ran: true; outcome: RunOutcome; summary: string } | { ran: false };

/**
 * Claims `name` across instances and runs it: the claim is a conditional update of its row's lease, so of two
 * instances (or a loop and a manager's "Run now") one runs and the other answers `{ ran: false }`. The outcome and
 * the summary line are stored, and the lease released, whether the run succeeded or threw.
 */
export async function runOnce(
  db: Db,
  name: RunName,
  now: () => Date = () => new Date(),
  input: RunInput = {},
): Promise<RunResult> {
  await db.insert(runs).values({ name }).onConflictDoNothing();
  const claimed = await db
    .update(runs)
    .set({
      runningUntil: sql`now() + ${RUN_LEASE_MS} * interval '1 millisecond'`,
      lastStartedAt: sql`now()`,
    })
    .where(sql`${runs.name} = ${name} and (${runs.runningUntil} is null or ${runs.runningUntil} < now())`)
    .returning({ name: runs.name });
  if (claimed.length === 0) return { ran: false };

  let outcome: RunOutcome = "ok";
  let summary: string;
  try {
    summary = await RUNS[name](db, now(), input);
  } catch (error) {
    outcome = "failed";
    summary = `Failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
  }
  await db
    .update(runs)
    .set({ lastFinishedAt: sql`now()`, lastOutcome: outcome, lastSummary: summary, runningUntil: null })
    .where(eq(runs.name, name));
  return { ran: true, outcome, summary };
}

/** Runs every run whose scheduled time has come (the loop in ./runs-loop.ts calls it); answers what ran. */
export async function runDueRuns(db: Db, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .select({ name: runs.name, lastStartedAt: runs.lastStartedAt, lastOutcome: runs.lastOutcome })
    .from(runs);
  const last = new Map(rows.map((row) => [row.name, row]));
  const lines: string[] = [];
  for (const name of RUN_NAMES) {
    const row = last.get(name);
    if (RUN_SCHEDULES[name].nextAfter(row?.lastStartedAt ?? null, now, row?.lastOutcome) > now) continue;
    const result = await runOnce(db, name, () => now);
    if (result.ran) lines.push(`${name}: ${result.outcome}: ${result.summary}`);
  }
  return lines;
}
