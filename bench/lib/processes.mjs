// Every child process the benchmark starts, so that all of them stop on success, failure or Ctrl-C.
import { spawn } from "node:child_process";

const running = new Set();
const cleanups = new Set();

/** Spawns `command` in its own process group (so its children die with it) and tracks it. */
export function start(command, args, { env = {}, log, cwd } = {}) {
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(command, args, {
    cwd,
    env: merged,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  if (log) {
    child.stdout.on("data", (chunk) => log(chunk.toString()));
    child.stderr.on("data", (chunk) => log(chunk.toString()));
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  return child;
}

/** Runs a command to completion; rejects with its output tail when it fails. */
export function run(command, args, options = {}) {
  let output = "";
  const child = start(command, args, {
    ...options,
    log: (text) => {
      output = (output + text).slice(-8000);
      options.log?.(text);
    },
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code}):\n${output}`));
    });
  });
}

/** Stops a tracked child and its process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Registers an async clean-up (e.g. closing Chromium, dropping a database) for exit and signals. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

let cleaning;
export function cleanupAll() {
  cleaning ??= (async () => {
    for (const fn of [...cleanups].reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error("[bench] clean-up failed:", error?.message ?? error);
      }
    }
    cleanups.clear();
    await Promise.all([...running].map((child) => stop(child, 3000)));
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping everything started…`);
    cleanupAll().finally(() => process.exit(130));
  });
}
// Last resort on a synchronous exit: no awaiting possible, so kill the groups outright.
process.on("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});
