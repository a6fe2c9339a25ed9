// Types for live-targets.mjs, for the unit tests (the bench itself is plain JavaScript).
import type { Check } from "./floor-targets.mjs";

export type PhaseMemory = { peakRssMiB: number; peakHwmMiB: number; processes: number; samples: number };
export type LiveResult = {
  streams: number;
  messages: number;
  rate: number;
  senders: number;
  rssBeforeMiB: number;
  rssOpenMiB: number;
  perStreamKiB: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  postP50: number;
  postP99: number;
  lost: number;
  postErrors: number;
  streamsOpenAtEnd: number;
  memory: { a: PhaseMemory; b: PhaseMemory };
};
export const LIVE_P99_MS: number;
export const LIVE_STREAMS: number;
export function liveTargets(results: { live?: LiveResult | { skipped: string } }): Check[];
export function liveSection(results: { live?: LiveResult | { skipped: string } }): string[];
