// Types for month-close-report.mjs, for the unit tests (the bench itself is plain JavaScript).
import type { Check } from "./floor-targets.mjs";
import type { PhaseMemory } from "./live-targets.mjs";

export type MonthCloseResult = {
  seconds: number;
  msPerEngagement: number;
  invoices: number;
  lines: number;
  againSeconds: number;
  memory: PhaseMemory | null;
};
export function monthCloseTargets(results: { monthClose?: Record<number, MonthCloseResult> }): Check[];
