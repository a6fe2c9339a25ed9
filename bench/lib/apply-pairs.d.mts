export function applyPair(n: number, talentCount: number, jobCount: number): { talent: number; job: number } | null;
