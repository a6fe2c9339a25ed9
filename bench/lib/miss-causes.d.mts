// Types for miss-causes.mjs, for the unit tests (the bench itself is plain JavaScript).
import type { Check } from "./floor-targets.mjs";

export type MissCause = { match: RegExp; cause: string; remedy: string };
export const MISS_CAUSES: MissCause[];
export function missCauses(checks: Check[]): { cause: string; remedy: string; misses: Check[] }[];
