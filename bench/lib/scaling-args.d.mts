// Types for scaling-args.mjs, for the unit tests (the bench itself is plain JavaScript).
export const SCALING_ARGS: Record<string, { type: "string" }>;
export function applySizeArgs<P extends object>(
  profile: P,
  args: Record<string, string | undefined>,
): P & {
  onlyScaling: boolean;
  onlyLive: boolean;
  onlyMonthClose: boolean;
  monthCloseSizes?: number[];
  live?: { streams?: number; messages?: number; rate?: number };
} & Record<string, unknown>;
