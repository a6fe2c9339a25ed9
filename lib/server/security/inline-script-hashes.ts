import "server-only";

import crypto from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NON_EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[\w/+.-]+/i;

/** CSP hash sources (`'sha256-…'`) of the inline scripts a browser would run from this HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || NON_EXECUTABLE_TYPE.test(attributes) || body === "") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
