// Types for targets.mjs, for the unit tests (the bench itself is plain JavaScript).
import type { Check } from "./floor-targets.mjs";

export function evaluateTargets(results: Record<string, unknown>): Check[];
export function kb(bytes: number): string;
