import "server-only";

import fs from "node:fs";
import path from "node:path";

// The 10,000 most common passwords: Mark Burnett's "10,000 Top Passwords" list, as shipped in the npm
// package `common-password@0.1.2` (lib/10k most common.txt, ISC licence, github.com/meehow/common-password),
// copied here with its line endings normalised. Compared case-insensitively, so "PASSWORD" counts too.
const LIST_PATH = path.join(process.cwd(), "lib/server/auth/common-passwords.txt");

let cached: Set<string> | undefined;

function commonPasswords(): Set<string> {
  cached ??= new Set(
    fs
      .readFileSync(LIST_PATH, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return cached;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
