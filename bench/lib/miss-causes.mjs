// What each target's miss was measured to come from and what would remove it, for RESULTS.md's "Why the misses
// miss". A cause is written from a profile or a plan of the code it names; a miss with no entry says so, so a new
// miss is never explained by an old cause. Each entry matches a check by its group and target text.

export const MISS_CAUSES = [
  {
    match:
      /^Lighthouse \| (home|for-talent|fresh-talent|jobs|job page|terms-and-conditions|privacy-policy): Performance/,
    cause:
      "Largest Contentful Paint is the hero's text, and its render delay is the site's JavaScript evaluated before that " +
      "paint: 167–183 KiB against the bare page's 149 KiB (the header, the footer and the page's own client parts); in " +
      "the run before this one, on a quieter machine, that cost 1.8–2.5 s of render delay against the bare page's 1.1 s " +
      "and scores of 95–97. The same build's runs spread widely on this shared machine (job page 75/91/82 here, " +
      "95/96/99 the run before), more than the target's two points.",
    remedy:
      "Less JavaScript before the first paint: the header's phone menu and the footer's sign-up form as HTML that " +
      "loads its script on first use, as the account menu already does; and three runs on a machine to itself.",
  },
  {
    match: /^Page throughput \| \/ ≥ 0\.8× bare page/,
    cause:
      "Both pages are prerendered, so the server's time per response follows its bytes: `/` sends 69 KiB of HTML " +
      "(its markup and, beside it, the inline RSC payload Next writes for hydration) against the bare page's 16 KiB.",
    remedy:
      "A CDN or reverse-proxy cache in front of the prerendered pages, as any production deploy has (then neither " +
      "reaches Node); on Node alone, fewer bytes.",
  },
  {
    match: /^Scaling \(Postgres\) \| filtered \/api\/jobs at 1M: p99/,
    cause:
      "The machine, not the query: 50 connections on two shared cores queue, and the bare handler measured in the " +
      "same minute has a p99 above the target itself (see its figure beside the measurement).",
    remedy: "More cores or fewer connections per core; the query's own p50 sits at the bare handler's.",
  },
  {
    match: /^API \(pglite, [\d,]+ jobs\) \| jobs (search|3 filters)/,
    cause:
      "PGlite runs every statement on the server's own thread (WebAssembly in the Node process), so the reads a " +
      "request makes (the list cache's `job_changes_seq` check, and the page and count on a miss) are main-thread " +
      "CPU queued behind the 50 connections; on Postgres the same calls ran at 0.87–1.08× the bare handler.",
    remedy: "Postgres (`DATABASE_URL`), as any deployment with more than one instance uses.",
  },
  {
    match: /^Login \((pglite|postgres)\)/,
    cause:
      "Measured in-process, a login costs ~24 ms of main-thread CPU on PGlite: ~10 ms the argon2 hash, ~8.5 ms the " +
      "database (the rate-limit windows 3.3, the two account reads 1.3, the session token 1.0 — one statement since " +
      "issue 31 — and the answer's user 2.3). Ten logins at once on two cores queue ~140 ms of it.",
    remedy:
      "`REDIS_URL` takes the rate-limit windows off the database; merging the account reads with the answer's " +
      "user would save ~2 ms more; beyond that, more cores (the hash itself is most of what is left).",
  },
  {
    match: /^Page throughput \| \/jobs/,
    cause:
      "`/jobs` is rendered per request for its CSP nonce; its HTML is 86 KiB against the bare dynamic page's 17 KiB " +
      "(twelve job cards and the filter form, each written twice: as markup and in the inline RSC payload), and " +
      "React's render and Next's RSC serialisation of those bytes are most of its CPU (`bench/profile-page.mjs`). " +
      "The p99 is the queue of 50 connections behind that work and its garbage collection.",
    remedy:
      "Fewer bytes per render (the cards' markup without its RSC twin, i.e. server-only cards with the save button " +
      "as the only client part), or a cached render with script hashes instead of a nonce. The render gate " +
      "(`server/render-gate.mjs`) already brought the unfiltered p99 within 2× (1.95×).",
  },
  {
    match: /^Signed-in pages \| talent dashboard: Performance/,
    cause:
      "LCP render delay 1.9 s and TBT 0.26 s in the run before (0.97 s here, on a machine three times slower): the dashboard's 337 KiB of JavaScript (the bare page's 277 KiB plus " +
      "the workspace shell and the invitations, profile and vetting cards, all client components) is evaluated " +
      "before its first section paints. The runs spread 87–93.",
    remedy: "Load the dashboard's below-the-fold cards' scripts on first view, not with the page.",
  },
  {
    match: /^Signed-in pages \| profile editor: Performance/,
    cause:
      "TBT 0.46 s and LCP 3.9 s in the run before (1.25 s and 4.9 s here): the editor is one client form over every section, hydrated at once " +
      "(react-hook-form with the zod profile schema and the skills catalogue): 369 KiB of JavaScript against the " +
      "bare page's 277 KiB.",
    remedy:
      "Hydrate each section's form when it is opened for editing; show the saved values as plain HTML until then.",
  },
  {
    match: /^Signed-in pages \| pipeline board: Performance/,
    cause:
      "TBT 0.95 s in the run before (1.7 s here) on the audited job's 200 applications. With the cards' menus mounted on first opening and the cards " +
      "memoised (script time 1,842 → 1,568 ms under 4× throttling), what is left is React, Next's router and module " +
      "evaluation, and style and layout for ~5,000 elements (711 KB of HTML, 184 KB of it the inline page data); the " +
      "recruiter area's layout also loads zod (392 KB raw, 250–370 ms of throttled CPU) and axios on every page.",
    remedy:
      "Load the recruiter area's API modules (zod, axios) on first use, as `/jobs` does, and the applicant, reject " +
      "and hire dialogs with `next/dynamic`.",
  },
  {
    match: /^API \(signed-in fixtures, (PGlite|Postgres)\) \| POST \/api\/talent\/applications/,
    cause:
      "An application is a write transaction after the token's account check: the row and its stage event in one " +
      "statement, the résumé's link and the recruiter's new-applicant mail into the outbox; on PGlite those " +
      "statements run on the server's thread, on Postgres each commit waits for its WAL flush. The bare handler " +
      "does none of it.",
    remedy:
      "Nothing that keeps an acknowledged application durable: a commit per application is the point. Batching " +
      "commits (group commit, `commit_delay`) on Postgres would raise throughput at the cost of latency.",
  },
  {
    match: /^API \(signed-in fixtures, (PGlite|Postgres)\) \| GET \/api\/client\/jobs\/\d+\/applications/,
    cause:
      "The first load reads every stage's first 50 cards (up to 350 over seven stages) with their histories, notes " +
      "and matched skills aggregated, and each stage's count, then serialises ~37 KB of JSON; on PGlite the " +
      "statement runs on the server's thread.",
    remedy:
      "On Postgres it is at the target's edge (0.28–0.32× across runs); a smaller first page (25 cards) would clear it.",
  },
  {
    match: /^Scaling cold \(Postgres\) \| search/,
    cause:
      "The GIN index on the jobs' text builds the list of every match (58,143 at 1,000,000 jobs for the bench's " +
      "word) before the LIMIT and the count's cap apply, so a common word's cold cost grows with the number of jobs.",
    remedy:
      "Know that a word is common before reading (a per-word count or the planner's estimate) and then read the " +
      "newest jobs by their index with the text as a filter, stopping at the page and at 10,001 for the count.",
  },
  {
    match: /^Directory \(Postgres\)/,
    cause:
      "With the stored `listable` flag (4.47× / 8.06× / 3.89× → 2.26× / 4.1× / 2.19×) the matches are still chosen " +
      "through the GIN indexes on skills and the search document and each read from the table, and the bench's " +
      "recruiter is unverified, so about two-thirds of what is read is then dropped by the public-only rule; the text " +
      "search also ranks every match it reads (1,000-talent p50: 433 ms, 100,000: 1,775 ms).",
    remedy:
      "A second partial index `where listable and visibility = 'public'` for unverified clients, and the text search " +
      "ranked within the most recently active candidates as the jobs' count is (stop at 10,001).",
  },
  {
    match: /^Errors \| zero errors/,
    cause:
      "`GET /api/talent/info` on PGlite: 8 requests over autocannon's 10 s limit and 8 sockets it closed, while all " +
      "918 answers were 200 (p99 6.0 s); the same call on Postgres had no errors (p99 1.1 s). PGlite answers on the " +
      "server's one thread, and in this run the machine ran at a third to a half of its usual speed (the bare " +
      "handler 243.6 req/s against 716.5 the run before; one password hash 17.4 ms against 11.3).",
    remedy: "Postgres (`DATABASE_URL`) for 50 concurrent connections; a machine to itself for the bench.",
  },
  {
    match: /^Signed-in pages \| vetting queue: Performance/,
    cause:
      "Not the page: its code did not change since the run before, where it scored 94 against the bare page's 96. In " +
      "this run the bare page's own TBT was 668 ms (213 ms the run before), so every signed-in page's main-thread " +
      "work weighed three times as much and the runs spread 63–75.",
    remedy:
      "A machine to itself for the Lighthouse runs; beyond that, the recruiter area's zod and axios on first use.",
  },
];

const key = (check) => `${check.group} | ${check.target}`;
const NOT_MEASURED = { cause: "Not measured yet: a new miss in this run.", remedy: "–" };

/** The missed checks grouped by their cause, in the order of their first miss; a miss with no entry stands alone. */
export function missCauses(checks) {
  const groups = new Map();
  for (const check of checks.filter((one) => !one.pass)) {
    const entry = MISS_CAUSES.find((candidate) => candidate.match.test(key(check))) ?? { ...NOT_MEASURED };
    if (!groups.has(entry)) groups.set(entry, { cause: entry.cause, remedy: entry.remedy, misses: [] });
    groups.get(entry).misses.push(check);
  }
  return [...groups.values()];
}
