import "server-only";

import crypto from "node:crypto";
import { hash, parseOptions, verify, type Algorithm, type Options } from "@node-rs/argon2";

import { inHashSlot } from "./hash-slots";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. `Algorithm.Argon2id` is an ambient const enum,
// which isolatedModules cannot read, hence its value (2) spelled out.
export const PASSWORD_HASH_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** argon2id on libuv's thread pool (async), so hashing never blocks the event loop; a few at a time (hash-slots.ts). */
export function hashPassword(password: string): Promise<string> {
  return inHashSlot(() => hash(password, PASSWORD_HASH_OPTIONS));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await inHashSlot(() => verify(stored, password));
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500.
    return false;
  }
}

/** True when the stored hash was made with other parameters than today's (its PHC string says which). */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== PASSWORD_HASH_OPTIONS.algorithm ||
      used.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      used.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      used.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with today's parameters. Verifying against it when an email is unknown
 * makes that answer cost the same time as a wrong password for a known email.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString("base64url"));
  return dummyHash;
}
