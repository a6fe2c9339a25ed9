import "server-only";

import crypto from "node:crypto";
import type { NextRequest, NextResponse } from "next/server";
import { z } from "zod";

import { LIMIT_DEFAULTS } from "../rate-limit/limits";
import { getAuthSecret } from "./auth-secret";
import { isSecureRequest } from "./request-security";

/**
 * The browser's proof that it logged in to an account before: a cookie signed with a key derived from the
 * auth secret (so every instance reads it), naming the accounts by a keyed hash (never the email) with
 * an expiry each. A stranger cannot forge one, so a login from a known browser is never slowed by the
 * failures others pile on that account.
 */
export const KNOWN_DEVICE_COOKIE = "known_device";
// The three login calls live under /api; nothing else needs to see the cookie.
const COOKIE_PATH = "/api";
const MAX_ACCOUNTS = 8;
const lifetimeSeconds = () => LIMIT_DEFAULTS.loginKnownDevice.seconds;

const entriesSchema = z.array(z.tuple([z.string().max(64), z.number().int()])).max(MAX_ACCOUNTS);
type Entry = z.infer<typeof entriesSchema>[number];

const signingKey = () => crypto.createHmac("sha256", getAuthSecret()).update("known-device-cookie").digest();
const mac = (text: string) => crypto.createHmac("sha256", signingKey()).update(text).digest("base64url");
const accountTag = (accountKey: string) => mac(`account:${accountKey}`).slice(0, 22);

function parse(value: string | undefined): Entry[] {
  const [payload, signature, ...rest] = (value ?? "").split(".");
  if (!payload || !signature || rest.length > 0) return [];
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return [];
  try {
    const entries = entriesSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return entries.success ? entries.data : [];
  } catch {
    return [];
  }
}

function serialize(entries: Entry[]): string {
  const payload = Buffer.from(JSON.stringify(entries)).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

export type KnownDevice = {
  /** This browser logged in to the account (`loginAccountKey`) and the mark has not expired. */
  knows(accountKey: string): boolean;
  /** The cookie's value once this browser has logged in to the account too (the newest accounts kept). */
  remembering(accountKey: string): string;
};

export function readKnownDevice(request: NextRequest, now = new Date()): KnownDevice {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const live = parse(request.cookies.get(KNOWN_DEVICE_COOKIE)?.value).filter(([, expires]) => expires > nowSeconds);
  return {
    knows: (accountKey) => {
      const tag = accountTag(accountKey);
      return live.some(([entry]) => entry === tag);
    },
    remembering: (accountKey) => {
      const tag = accountTag(accountKey);
      const others = live.filter(([entry]) => entry !== tag).slice(-(MAX_ACCOUNTS - 1));
      return serialize([...others, [tag, nowSeconds + lifetimeSeconds()]]);
    },
  };
}

export function setKnownDeviceCookie(response: NextResponse, request: NextRequest, value: string): NextResponse {
  response.cookies.set(KNOWN_DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(request.headers, request.url),
    path: COOKIE_PATH,
    maxAge: lifetimeSeconds(),
  });
  return response;
}
