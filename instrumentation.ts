// Runs once when a server process starts: validate the environment and open (migrate, seed)
// the database before the first request, so a bad configuration stops the start-up.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./lib/server/env");
  const { getDbHandle } = await import("./lib/server/db/client");
  const config = env();
  const handle = await getDbHandle();
  console.log(`[boot] database ready (${handle.driver}${config.DATABASE_URL ? "" : `, ${config.DATA_DIR}`})`);
}
