import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import { demoAvatarSvg } from "@/lib/demo/demo-avatar-svg";
import type { DemoTalent } from "@/lib/demo/demo-talent";

export const DEMO_AVATAR_TYPE = "image/svg+xml";

/**
 * A demo talent's portrait: the home page's own SVG for a sample talent (so card and profile match),
 * or a generated one. Stored as SVG: GET /api/files serves it with nosniff and a sandboxing policy.
 */
export async function demoAvatar(talent: DemoTalent): Promise<Buffer> {
  if ("look" in talent.avatar) return Buffer.from(demoAvatarSvg(talent.avatar.look), "utf8");
  return readFile(path.join(process.cwd(), "public", talent.avatar.file));
}
