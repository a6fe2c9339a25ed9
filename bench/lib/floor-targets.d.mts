// Types for floor-targets.mjs, for the unit tests (the bench itself is plain JavaScript).
export type Check = { group: string; target: string; pass: boolean; value: string };
export type Load = {
  rps: number;
  p50: number;
  p99: number;
  requests?: number;
  errors?: number;
  bytesPerResponse?: number | null;
};
export type ApiLoad = Load & { method: string; path: string; requests: number; errors: number };
export type LighthousePage = {
  url: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  performanceRuns: number[];
  failedAudits: string[];
  runtimeError?: string;
  consoleErrors?: string[];
  a11yFailures?: string[];
  layoutShifts?: string[];
};
export type FloorResults = {
  pageThroughput?: Record<string, Load>;
  htmlBytes?: Record<string, number>;
  signedIn?: Record<string, LighthousePage>;
  apiWrites?: Record<string, ApiLoad>;
  apiWritesPostgres?: Record<string, ApiLoad>;
};
export const HOME_HTML_MAX_BYTES: number;
export const SIGNED_IN_PAGES: string[];
export const DYNAMIC_PAGES: Record<string, string>;
export const API_WRITE_CALLS: string[];
export function pageFloorTargets(
  pageThroughput: FloorResults["pageThroughput"],
  htmlBytes: FloorResults["htmlBytes"],
): Check[];
export function signedInTargets(signedIn: FloorResults["signedIn"]): Check[];
export function apiWriteTargets(apiWrites: FloorResults["apiWrites"], database?: string): Check[];
export function evaluateFloorTargets(results: FloorResults): Check[];
export function floorSections(results: FloorResults): string[];
