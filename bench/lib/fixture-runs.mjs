// The signed-in part of the bench, on a PGlite directory of its own (.data-bench-fixtures): demo data and the
// fixtures, one server, Lighthouse on the signed-in pages, then the API calls that need the fixtures' accounts;
// then the same API calls on a Postgres database of their own, the database a deployment runs on.
import path from "node:path";

import { apiWritesSuite } from "./api-writes.mjs";
import { dropPglite, dropPostgres, freshPglite, freshPostgres, seed } from "./database.mjs";
import { seedFixtures } from "./fixtures.mjs";
import { onCleanup } from "./processes.mjs";
import { startServer } from "./server.mjs";
import { signedInSuite } from "./signed-in.mjs";

export async function fixtureRuns({ port, profile, log, results }) {
  const database = freshPglite(path.resolve(".data-bench-fixtures"));
  const forget = onCleanup(() => dropPglite(database));
  try {
    log("fixtures: seeding the demo data and the signed-in fixtures…");
    const started = Date.now();
    await seed(database, 0);
    const fixtures = await seedFixtures(database);
    log(
      `fixtures: ${fixtures.talents.length} talents and the recruiter's jobs in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the server`,
    );
    const server = await startServer({ port, database });
    try {
      log("signed-in pages: Lighthouse (mobile) with the session cookies…");
      results.signedIn = await signedInSuite(server.origin, fixtures, { runs: profile.lighthouseRuns, log });
      log("api with the fixtures…");
      results.apiWrites = await apiWritesSuite(server.origin, fixtures, {
        duration: profile.duration,
        warmup: profile.warmup,
        log,
      });
    } finally {
      await server.stop();
    }
  } finally {
    dropPglite(database);
    forget();
  }
}

/** The fixtures' API calls on a fresh Postgres database (skipped, and said so, when no server answers). */
export async function fixtureApiOnPostgres({ port, profile, log, results }) {
  const database = await freshPostgres();
  if (database.unavailable) {
    log(`fixtures on Postgres skipped: ${database.unavailable}`);
    return;
  }
  const forget = onCleanup(() => dropPostgres(database));
  try {
    log("fixtures on Postgres: seeding the demo data and the signed-in fixtures…");
    await seed(database, 0);
    const fixtures = await seedFixtures(database);
    const server = await startServer({ port, database });
    try {
      log("api with the fixtures on Postgres…");
      results.apiWritesPostgres = await apiWritesSuite(server.origin, fixtures, {
        duration: profile.duration,
        warmup: profile.warmup,
        log,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await dropPostgres(database);
    forget();
  }
}
