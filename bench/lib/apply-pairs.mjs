// Which talent applies to which job in the apply load (pure, so the unit tests import it).

/**
 * The n-th distinct (talent, job) pair: every talent once on the first job, then every talent on the next, so
 * consecutive requests never share a talent (until all have applied) and no pair repeats. Null once all are used.
 */
export function applyPair(n, talentCount, jobCount) {
  if (n >= talentCount * jobCount) return null;
  return { talent: n % talentCount, job: Math.floor(n / talentCount) };
}
