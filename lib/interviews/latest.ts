/** Each application's latest interview, from a list newest first (as the interview lists answer). */
export function latestByApplication<T extends { application: { id: number } }>(list: readonly T[]): Map<number, T> {
  const latest = new Map<number, T>();
  for (const interview of list)
    if (!latest.has(interview.application.id)) latest.set(interview.application.id, interview);
  return latest;
}
