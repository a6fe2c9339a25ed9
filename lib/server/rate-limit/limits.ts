import "server-only";

import type { Db } from "../db/types";
import { env } from "../env";
import { ApiError } from "../http/errors";
import { databaseRateLimitStore } from "./db-store";
import { redisClient } from "./redis-client";
import { redisRateLimitStore } from "./redis-store";
import type { RateLimitStore, WindowState } from "./store";

export type Limit = { name: string; max: number; windowMs: number };

/**
 * Every rate-limit figure, in one place (README "Rate limits"); the mails an address may receive are counted per
 * recipient in lib/server/mail/recipient-limits.ts. Each count and window (in seconds) can
 * be overridden by the environment variable named beside it. Clients are keyed by `clientIp()`.
 */
export const LIMIT_DEFAULTS = {
  /** Failed logins per account and client, without a success from that client (RATE_LIMIT_LOGIN_FAILURES). */
  loginFailuresPerAccountAndClient: { max: 10, seconds: 15 * 60 },
  /** Failed logins per account from all clients; past it unknown clients wait (RATE_LIMIT_LOGIN_ACCOUNT). */
  loginFailuresPerAccount: { max: 30, seconds: 60 * 60 },
  /** Past that ceiling, an unknown client gets one attempt per account per this window. */
  loginSlowQueuePerAccountAndClient: { max: 1, seconds: 60 },
  /** An address that logged in to an account stays known to it (never slowed by others' failures) this long. */
  loginKnownAddress: { max: 1, seconds: 30 * 24 * 60 * 60 },
  /** How long the `known_device` cookie set at a successful login keeps a browser known to that account. */
  loginKnownDevice: { max: 1, seconds: 180 * 24 * 60 * 60 },
  /** Login attempts per client (RATE_LIMIT_LOGIN_IP). */
  loginAttemptsPerIp: { max: 30, seconds: 60 },
  /** Sign-ups, talent and client together, per client (RATE_LIMIT_REGISTER_IP). */
  registerPerIp: { max: 20, seconds: 15 * 60 },
  /** Talent profile updates per client (RATE_LIMIT_PROFILE_IP). */
  profileUpdatesPerIp: { max: 60, seconds: 60 },
  /** Verification mails a signed-in account may ask for again. */
  resendVerificationPerAccount: { max: 3, seconds: 60 * 60 },
  /** Password reset requests per client. */
  passwordForgotPerIp: { max: 10, seconds: 15 * 60 },
  /** Signed-in password change attempts per account, right or wrong: bounds guessing the current one. */
  passwordChangePerAccount: { max: 10, seconds: 15 * 60 },
  /** Messages a talent or client sends, in all their conversations together (a retried send is not counted). */
  messagesPerSender: { max: 30, seconds: 60 },
} as const;

/**
 * Past the per-account ceiling, the n-th further failure makes the next attempt on that account from an
 * unknown client wait 2^(n-1) seconds, at most 60: guessing from new addresses slows to about one try a
 * minute. Known clients (the `known_device` cookie, an address that logged in) never wait for it.
 */
export const ACCOUNT_SLOWDOWN = { firstDelaySeconds: 1, maxDelaySeconds: 60 } as const;

export function accountSlowdownSeconds(failuresPastCeiling: number): number {
  const { firstDelaySeconds, maxDelaySeconds } = ACCOUNT_SLOWDOWN;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.max(0, failuresPastCeiling - 1));
}

export function limits() {
  const config = env();
  const limit = (name: string, max: number, seconds: number): Limit => ({ name, max, windowMs: seconds * 1000 });
  const d = LIMIT_DEFAULTS;
  return {
    loginFailuresPerAccountAndClient: limit(
      "login-failures",
      config.RATE_LIMIT_LOGIN_FAILURES ?? d.loginFailuresPerAccountAndClient.max,
      config.RATE_LIMIT_LOGIN_FAILURES_WINDOW ?? d.loginFailuresPerAccountAndClient.seconds,
    ),
    loginFailuresPerAccount: limit(
      "login-account",
      config.RATE_LIMIT_LOGIN_ACCOUNT ?? d.loginFailuresPerAccount.max,
      config.RATE_LIMIT_LOGIN_ACCOUNT_WINDOW ?? d.loginFailuresPerAccount.seconds,
    ),
    loginSlowQueuePerAccountAndClient: limit(
      "login-slow-client",
      d.loginSlowQueuePerAccountAndClient.max,
      d.loginSlowQueuePerAccountAndClient.seconds,
    ),
    loginKnownAddress: limit("login-known-ip", d.loginKnownAddress.max, d.loginKnownAddress.seconds),
    loginAttemptsPerIp: limit(
      "login-ip",
      config.RATE_LIMIT_LOGIN_IP ?? d.loginAttemptsPerIp.max,
      config.RATE_LIMIT_LOGIN_IP_WINDOW ?? d.loginAttemptsPerIp.seconds,
    ),
    registerPerIp: limit(
      "register-ip",
      config.RATE_LIMIT_REGISTER_IP ?? d.registerPerIp.max,
      config.RATE_LIMIT_REGISTER_IP_WINDOW ?? d.registerPerIp.seconds,
    ),
    profileUpdatesPerIp: limit(
      "profile-ip",
      config.RATE_LIMIT_PROFILE_IP ?? d.profileUpdatesPerIp.max,
      config.RATE_LIMIT_PROFILE_IP_WINDOW ?? d.profileUpdatesPerIp.seconds,
    ),
    resendVerificationPerAccount: limit(
      "verify-resend",
      d.resendVerificationPerAccount.max,
      d.resendVerificationPerAccount.seconds,
    ),
    passwordForgotPerIp: limit("forgot-ip", d.passwordForgotPerIp.max, d.passwordForgotPerIp.seconds),
    passwordChangePerAccount: limit(
      "password-change",
      d.passwordChangePerAccount.max,
      d.passwordChangePerAccount.seconds,
    ),
    messagesPerSender: limit("messages", d.messagesPerSender.max, d.messagesPerSender.seconds),
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
