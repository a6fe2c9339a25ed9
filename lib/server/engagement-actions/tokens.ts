import "server-only";

import crypto from "node:crypto";

import { ENGAGEMENT_ACTION_TTL_DAYS, type EngagementAction } from "@/lib/engagements/actions";

import { hashToken } from "../auth/tokens";
import { engagementActionTokens } from "../db/schema";
import type { Db } from "../db/types";

/**
 * A summary mail's links. The outbox seals one secret per mail (docs/security.md), so each link's token is the
 * mail's secret (256 random bits) followed by 128 random bits of its own: the stored mail shows every link
 * `[redacted]…`, each link is a different token, and only its SHA-256 hash is kept here.
 */
export const newMailSecret = (): string => crypto.randomBytes(32).toString("base64url");

export async function issueActionToken(
  tx: Db,
  mailSecret: string,
  bound: { engagementId: number; clientId: number; action: EngagementAction },
): Promise<string> {
  const token = `${mailSecret}${crypto.randomBytes(16).toString("base64url")}`;
  await tx.insert(engagementActionTokens).values({
    tokenHash: hashToken(token),
    ...bound,
    expiresAt: new Date(Date.now() + ENGAGEMENT_ACTION_TTL_DAYS * 86_400_000),
  });
  return token;
}
