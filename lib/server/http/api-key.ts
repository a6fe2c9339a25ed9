import "server-only";

import crypto from "node:crypto";

import { env } from "../env";
import { ApiError } from "./errors";

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/** Checks the X-API-KEY header before any database work. */
export function assertApiKey(request: Request): void {
  const given = request.headers.get("x-api-key");
  if (!given) throw new ApiError(401, "API key is missing");
  const givenDigest = digest(given);
  // Comparing fixed-length digests in constant time keeps key length and content from leaking.
  const valid = env().API_KEYS.some((key) => crypto.timingSafeEqual(digest(key), givenDigest));
  if (!valid) throw new ApiError(401, "Invalid API key");
}
