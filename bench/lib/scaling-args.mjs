// Flags for running only the scaling suites, at chosen sizes (a short check of them, or one curve again):
//   node bench/run.mjs --only scaling --pglite-sizes 1000 --postgres-sizes 1000,10000 --talent-sizes 1000 --out /tmp/b
// An empty list ("--pglite-sizes ''") skips that database. `--out` writes the report elsewhere than bench/.
// `--only month-close [--month-close-sizes 1000,10000]` runs just the month close (no build: it runs in a script).
// `--only live` runs only the live suite (lib/live.mjs), with `--live-streams N` and `--live-messages N` if given.
export const SCALING_ARGS = {
  only: { type: "string" },
  "pglite-sizes": { type: "string" },
  "postgres-sizes": { type: "string" },
  "talent-sizes": { type: "string" },
  "month-close-sizes": { type: "string" },
  "scaling-duration": { type: "string" },
  "live-streams": { type: "string" },
  "live-messages": { type: "string" },
  out: { type: "string" },
};

const sizes = (text) =>
  text
    .split(",")
    .map((item) => item.trim().replace(/_/g, ""))
    .filter(Boolean)
    .map((item) => {
      const size = Number(item);
      if (!Number.isInteger(size) || size <= 0) throw new Error(`not a size: ${item}`);
      return size;
    });

const ONLY = ["scaling", "month-close", "live"];

const count = (text, flag, least) => {
  const value = Number(text.trim().replace(/_/g, ""));
  if (!Number.isInteger(value) || value < least) throw new Error(`${flag} takes a whole number of at least ${least}`);
  return value;
};

/**
 * The profile with the flags' sizes; `onlyScaling` skips the pages, API, login, live and month-close suites,
 * `onlyLive` and `onlyMonthClose` run just theirs.
 */
export function applySizeArgs(profile, args) {
  if (args.only !== undefined && !ONLY.includes(args.only))
    throw new Error(`--only takes ${ONLY.map((o) => `"${o}"`).join(", ")}, not ${args.only}`);
  const out = {
    ...profile,
    onlyScaling: args.only === "scaling",
    onlyLive: args.only === "live",
    onlyMonthClose: args.only === "month-close",
  };
  if (args["pglite-sizes"] !== undefined) out.pgliteSizes = sizes(args["pglite-sizes"]);
  if (args["postgres-sizes"] !== undefined) out.postgresSizes = sizes(args["postgres-sizes"]);
  if (args["talent-sizes"] !== undefined) out.talentSizes = sizes(args["talent-sizes"]);
  if (args["month-close-sizes"] !== undefined) out.monthCloseSizes = sizes(args["month-close-sizes"]);
  if (args["scaling-duration"] !== undefined) out.scalingDuration = Number(args["scaling-duration"]);
  if (args["live-streams"] !== undefined)
    out.live = { ...out.live, streams: count(args["live-streams"], "--live-streams", 2) };
  if (args["live-messages"] !== undefined)
    out.live = { ...out.live, messages: count(args["live-messages"], "--live-messages", 1) };
  return out;
}
