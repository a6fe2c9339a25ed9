import "server-only";

import crypto from "node:crypto";

import { getAuthSecret } from "../auth/auth-secret";

/** What a stored message shows where its link's token goes: the outbox and the console never hold a live link. */
export const REDACTED = "[redacted]";

const VERSION = "v1";
const HKDF_SALT = "hireloop mail outbox";
const HKDF_INFO = "sealed_secret v1";

// Derived once per auth secret: HKDF is cheap, but a busy sender opens many messages.
let derived: { secret: string; key: Buffer } | undefined;
function sealKey(): Buffer {
  const secret = getAuthSecret();
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(crypto.hkdfSync("sha256", secret, HKDF_SALT, HKDF_INFO, 32)) };
  }
  return derived.key;
}

/** Who a sealed secret is for: bound into the seal, so a copy moved to a row addressed elsewhere does not open. */
export type SealContext = { to: string; kind: string };
const additionalData = ({ to, kind }: SealContext) => Buffer.from(`${kind}\n${to.toLowerCase()}`, "utf8");

/**
 * Encrypts `secret` with AES-256-GCM under a key derived (HKDF-SHA256) from the auth secret, which lives in the
 * environment (or the data directory), never in the database: a copy of the database opens no link.
 */
export function sealSecret(secret: string, context: SealContext): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", sealKey(), iv);
  cipher.setAAD(additionalData(context));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"))].join(".");
}

/** The secret `sealSecret` sealed for the same recipient and kind; throws when it does not open. */
export function openSecret(sealed: string, context: SealContext): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error("The message's sealed link is malformed.");
  }
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", sealKey(), Buffer.from(iv, "base64url"));
    decipher.setAAD(additionalData(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("The message's sealed link does not open (was the auth secret changed?).");
  }
}

/** `text` with every occurrence of `secret` replaced by the placeholder. */
export const redactSecret = (text: string, secret: string) => text.replaceAll(secret, REDACTED);

/** `text` with the placeholder replaced by `secret`: the message as its recipient gets it. */
export const restoreSecret = (text: string, secret: string) => text.replaceAll(REDACTED, secret);

/** A backstop for rows stored before links were sealed: any `token=` value long enough to be a live one, redacted. */
export const redactLinkTokens = (text: string) => text.replace(/token=[A-Za-z0-9_-]{16,}/g, `token=${REDACTED}`);
