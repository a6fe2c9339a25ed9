// Issue 17's scaling and memory targets: cold /api/jobs and the directory flat on Postgres, the server's peak RSS.
export const MEMORY_LIMIT_MIB = 512;
const COLD_VARIANTS = ["unfiltered", "filtered", "search", "eligible", "overlap"];
const ratio = (a, b) => (b ? Math.round((a / b) * 100) / 100 : null);
const n = (value) => value.toLocaleString("en-US");
const sortedSizes = (bySize) =>
  Object.keys(bySize ?? {})
    .map(Number)
    .sort((a, b) => a - b);

/**
 * p50 at the largest size ≤ 2× p50 at the smallest, per variant, when at least two sizes ran. Throughput is shown
 * beside it: once a call saturates the machine, p50 at 50 connections stops growing, and req/s tells the cost.
 */
function flatCurves(add, group, bySize, variants) {
  const sizes = sortedSizes(bySize);
  if (sizes.length < 2) return;
  const [small, big] = [sizes[0], sizes.at(-1)];
  for (const variant of variants) {
    const [a, b] = [bySize[small][variant], bySize[big][variant]];
    if (!a || !b) continue;
    const r = ratio(b.p50, a.p50);
    add(
      group,
      `${variant}: p50(${n(big)}) ≤ 2× p50(${n(small)})`,
      r !== null && r <= 2,
      `${b.p50} vs ${a.p50} ms = ${r}×; ${b.rps} vs ${a.rps} req/s (bare handler: ${bySize[big].floor?.p50} vs ${bySize[small].floor?.p50} ms)`,
    );
  }
}

/** The largest high-water mark among the phases of one database (the kernel's VmHWM, summed over the tree). */
const peakOf = (bySize) =>
  Math.max(
    ...Object.values(bySize ?? {})
      .filter(Boolean)
      .map((m) => Math.max(m.peakHwmMiB, m.peakRssMiB)),
  );

export function scalingTargets(results) {
  const checks = [];
  const add = (group, target, pass, value) => checks.push({ group, target, pass, value });
  flatCurves(add, "Scaling cold (Postgres)", results.scalingCold?.postgres, COLD_VARIANTS);
  const directory = results.directory?.bySize;
  flatCurves(
    add,
    "Directory (Postgres)",
    directory,
    Object.keys(directory?.[sortedSizes(directory)[0]] ?? {}).filter((v) => v !== "floor"),
  );

  const memory = results.memory ?? {};
  const pgliteSizes = sortedSizes(memory.pglite);
  if (pgliteSizes.length > 0) {
    const size = pgliteSizes.at(-1);
    const peak = Math.max(memory.pglite[size].peakHwmMiB, memory.pglite[size].peakRssMiB);
    add(
      "Memory",
      `server peak RSS on PGlite at ${n(size)} jobs ≤ ${MEMORY_LIMIT_MIB} MiB`,
      peak <= MEMORY_LIMIT_MIB,
      `${peak} MiB`,
    );
  }
  const postgresPhases = {
    ...memory.postgres,
    ...Object.fromEntries(Object.entries(results.directory?.memory ?? {}).map(([s, m]) => [`talent ${s}`, m])),
  };
  if (Object.keys(postgresPhases).length > 0) {
    const peak = peakOf(postgresPhases);
    add(
      "Memory",
      `server peak RSS on Postgres (every size, jobs and directory) ≤ ${MEMORY_LIMIT_MIB} MiB`,
      peak <= MEMORY_LIMIT_MIB,
      `${peak} MiB`,
    );
  }

  const errors = [];
  for (const [size, variants] of Object.entries(results.scalingCold?.postgres ?? {}))
    for (const [v, m] of Object.entries(variants)) if (m.errors) errors.push(`cold ${size} ${v}: ${m.errors}`);
  for (const [size, variants] of Object.entries(directory ?? {}))
    for (const [v, m] of Object.entries(variants)) if (m.errors) errors.push(`directory ${size} ${v}: ${m.errors}`);
  if (sortedSizes(results.scalingCold?.postgres).length > 0 || directory)
    add("Errors", "zero errors in the cold and directory load runs", errors.length === 0, errors.join("; ") || "0");
  return checks;
}
