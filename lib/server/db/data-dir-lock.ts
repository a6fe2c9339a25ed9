import "server-only";

import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "pglite.lock";

/**
 * When this process started: Linux's start time in clock ticks (the same in every thread), else seconds.
 * With the pid it tells this process's lock from a dead one's that had the same pid (a container's app is
 * often pid 1 at every start, so after a crash the lock file names our own pid).
 */
function processStart(): string {
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    const start = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    if (start) return start;
  } catch {
    // not Linux
  }
  return `s${Math.round(Date.now() / 1000 - process.uptime())}`;
}

const OWN_MARK = `${process.pid} ${processStart()}`;

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

/** The lock file's "pid instance" (older files hold the pid alone). */
function readOwner(lockPath: string): { pid: number; mark: string } | undefined {
  try {
    const mark = fs.readFileSync(lockPath, "utf8").trim();
    const pid = Number.parseInt(mark, 10);
    return Number.isFinite(pid) ? { pid, mark } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive, process-wide lock on a PGlite data directory. A lock left by a
 * process that has died (SIGKILL, a crash) is taken over, also when a restart got the dead
 * process's pid; a live owner makes this throw DataDirLockedError.
 * Returns a function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, OWN_MARK, { flag: "wx", mode: 0o600 });
      const release = () => {
        if (readOwner(lockPath)?.mark === OWN_MARK) fs.rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner?.mark === OWN_MARK) throw new Error(`The data directory ${dir} is already open in this process.`);
      // Our own pid with another mark: an earlier process that had this pid and died.
      if (owner !== undefined && owner.pid !== process.pid && isAlive(owner.pid))
        throw new DataDirLockedError(dir, owner.pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
}
