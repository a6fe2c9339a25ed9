import "server-only";
import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "pglite.lock";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${path.resolve(dir)} is in use by process ${pid}. ` +
        `PGlite allows one process per data directory: stop that process (usually the running app) first, ` +
        `or use DATABASE_URL to run against a Postgres server.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive, process-wide lock on a PGlite data directory. A lock left by a
 * process that has died is taken over; a live owner makes this throw DataDirLockedError.
 * Returns a function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx", mode: 0o600 });
      const release = () => {
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner === process.pid) throw new Error(`The data directory ${dir} is already open in this process.`);
      if (owner !== undefined && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
