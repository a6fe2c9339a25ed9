import "server-only";
import { env } from "../env";
import { ApiError } from "../http/errors";
import type { Db } from "../db/types";
import { databaseRateLimitStore } from "./db-store";
import { redisClient } from "./redis-client";
import { redisRateLimitStore } from "./redis-store";
import type { RateLimitStore, WindowState } from "./store";

export type Limit = { name: string; max: number; windowMs: number };

export function limits() {
  const config = env();
  const limit = (name: string, max: number, seconds: number): Limit => ({ name, max, windowMs: seconds * 1000 });
  return {
    loginFailuresPerAccount: limit("login-failures", config.RATE_LIMIT_LOGIN_FAILURES, config.RATE_LIMIT_LOGIN_FAILURES_WINDOW),
    loginAttemptsPerIp: limit("login-ip", config.RATE_LIMIT_LOGIN_IP, config.RATE_LIMIT_LOGIN_IP_WINDOW),
    registerPerIp: limit("register-ip", config.RATE_LIMIT_REGISTER_IP, config.RATE_LIMIT_REGISTER_IP_WINDOW),
    profileUpdatesPerIp: limit("profile-ip", config.RATE_LIMIT_PROFILE_IP, config.RATE_LIMIT_PROFILE_IP_WINDOW),
  };
}

/** Redis when REDIS_URL is set, else the database: either way every instance shares the counts. */
export function rateLimitStore(db: Db): RateLimitStore {
  const url = env().REDIS_URL;
  return url ? redisRateLimitStore(() => redisClient(url)) : databaseRateLimitStore(db);
}

export function tooManyRequests(window: WindowState, now: Date, message: string): ApiError {
  const seconds = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
  return new ApiError(429, `${message} Please try again in ${describeWait(seconds)}.`, undefined, {
    "Retry-After": String(seconds),
  });
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Counts one request against `limit` for `subject`; throws 429 past the maximum. */
export async function consume(db: Db, limit: Limit, subject: string, message = "Too many requests."): Promise<void> {
  const now = new Date();
  const window = await rateLimitStore(db).hit(`${limit.name}:${subject}`, limit.windowMs, now);
  if (window.count > limit.max) throw tooManyRequests(window, now, message);
}
