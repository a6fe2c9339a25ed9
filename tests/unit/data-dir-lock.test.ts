import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { DataDirLockedError, lockDataDir } from "@/lib/server/db/data-dir-lock";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));

describe("data directory lock", () => {
  it("refuses a second opener while a live process holds it", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("refuses a second open in the same process, and frees the lock on release", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/already open/);
    release();
    lockDataDir(dir)();
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).toMatch(new RegExp(`^${process.pid} s?\\d+$`));
    release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("takes over a lock left by a dead process that had this process's pid (a container restarted after a crash)", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite.lock"), `${process.pid} 1`);
    const release = lockDataDir(dir);
    release();
    fs.writeFileSync(path.join(dir, "pglite.lock"), String(process.pid));
    lockDataDir(dir)();
  });
});
