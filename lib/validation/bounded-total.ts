import { z } from "./zod";

/**
 * How far a search counts its matches: exact up to here, "10,000+" beyond (issue 31), as the large boards do, so a
 * query's cost stops growing with the number of matches. Pages stop at the last one this many reach.
 */
export const TOTAL_CAP = 10_000;

/** The meta fields of a list whose total is bounded by `TOTAL_CAP`. */
export const boundedTotalFields = {
  total: z.number().int().describe(`Matches, exact up to ${TOTAL_CAP}; ${TOTAL_CAP} when more match`),
  total_is_lower_bound: z
    .boolean()
    .describe(`True when more than ${TOTAL_CAP} match: \`total\` is then a lower bound ("${TOTAL_CAP}+")`),
  last_page: z.number().int().describe(`The last page the first ${TOTAL_CAP} matches reach`),
};

/** A count taken up to `TOTAL_CAP + 1` rows (or exact) as the meta's total, its flag and the last reachable page. */
export function boundedTotal(counted: number, perPage: number) {
  const total = Math.min(counted, TOTAL_CAP);
  return { total, total_is_lower_bound: counted > TOTAL_CAP, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
