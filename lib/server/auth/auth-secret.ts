import "server-only";

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { env } from "../env";

/**
 * The NextAuth secret. Deployments on Postgres must set NEXTAUTH_SECRET (env() enforces it);
 * a local single-instance run generates one on first start and keeps it in the data directory.
 */
export function getAuthSecret(): string {
  const config = env();
  if (config.NEXTAUTH_SECRET) return config.NEXTAUTH_SECRET;
  const file = path.join(config.DATA_DIR, "nextauth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      // Another start-up wrote it first; use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}
