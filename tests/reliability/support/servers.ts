import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { startArgs } from "../../../server/start-args.mjs";
import { request } from "./http";

export const API_KEY = "dev-api-key-4f9c2b7e1a";
/** Limits high enough that only the parts that test rate limiting ever meet them. */
export const RAISED_LIMITS = {
  RATE_LIMIT_LOGIN_FAILURES: "1000000",
  RATE_LIMIT_LOGIN_ACCOUNT: "1000000",
  RATE_LIMIT_LOGIN_IP: "1000000",
  RATE_LIMIT_REGISTER_IP: "1000000",
  RATE_LIMIT_PROFILE_IP: "1000000",
};

export type ServerOptions = {
  name: string;
  port: number;
  /** A PGlite data directory, or a Postgres URL. */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
};

export type Server = {
  name: string;
  port: number;
  origin: string;
  child: ChildProcess;
  options: ServerOptions;
  logFile: string;
};

const distDir = process.env.NEXT_DIST_DIR || ".next";
export const NEXTAUTH_SECRET = "reliability-suite-secret-0123456789abcdef";
let logDir: string | undefined;
const live = new Set<ChildProcess>();

/** Kills every server this run started (on exit, or when the run is interrupted). */
export function killAllServers(): void {
  for (const child of live) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

export function runDir(): string {
  logDir ??= fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "reliability-"));
  return logDir;
}

function serverEnv(options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    API_KEYS: API_KEY,
  };
  for (const key of Object.keys(env))
    if (key.startsWith("RATE_LIMIT_") || key.startsWith("TRUST_PROXY")) delete env[key];
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
    env.NEXTAUTH_SECRET = NEXTAUTH_SECRET;
  } else {
    env.DATA_DIR = options.dataDir;
  }
  return { ...env, ...options.env };
}

/** Starts the production server (server.mjs) on loopback in its own process group and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<Server> {
  const logFile = path.join(runDir(), `${options.name}.log`);
  const out = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [...startArgs(), "-p", String(options.port), "-H", "127.0.0.1"], {
    env: { ...serverEnv(options), NEXT_DIST_DIR: distDir },
    stdio: ["ignore", out, out],
    detached: true,
  });
  fs.closeSync(out);
  const server: Server = {
    name: options.name,
    port: options.port,
    origin: `http://127.0.0.1:${options.port}`,
    child,
    options,
    logFile,
  };
  live.add(child);
  child.once("exit", () => live.delete(child));
  await waitUntilUp(server);
  return server;
}

async function waitUntilUp(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) break;
    const res = await request(server.origin, { path: "/api/health", timeoutMs: 5_000 }).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`server ${server.name} did not come up (log: ${server.logFile}):\n${tail(server.logFile)}`);
}

function tail(file: string): string {
  return fs.readFileSync(file, "utf8").split("\n").slice(-20).join("\n");
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** SIGKILLs the server's whole process group: no shutdown hook runs, as in a crash. */
export async function killServer(server: Server): Promise<void> {
  try {
    process.kill(-server.child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
  await exited(server.child);
}

export async function stopServer(server: Server): Promise<void> {
  try {
    process.kill(-server.child.pid!, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => killServer(server), 5_000);
  await exited(server.child);
  clearTimeout(timer);
}

export const restartServer = (server: Server) => startServer(server.options);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function hasProductionBuild(): boolean {
  return fs.existsSync(path.join(distDir, "BUILD_ID"));
}

export { distDir };
