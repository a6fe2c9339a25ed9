import "server-only";

import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { CHANGE_EMAIL_MAIL, RESET_PASSWORD_MAIL, VERIFY_EMAIL_MAIL } from "@/lib/content/account-mails";

import { hashToken } from "../auth/tokens";
import { accountTokens, type accountTokenPurpose } from "../db/schema";
import type { Db } from "../db/types";
import { siteUrl } from "../env";
import { ApiError } from "../http/errors";

export type LinkPurpose = (typeof accountTokenPurpose.enumValues)[number];

/** How long a link sent by email stays valid, per purpose (issue 16: 24 h to verify, 1 h to reset). */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** The page each link opens, on the public site. */
export const LINK_PATHS: Record<LinkPurpose, string> = {
  verify_email: "/verify-email",
  reset_password: "/reset-password",
  change_email: "/confirm-email",
};

export const LINK_GONE_MESSAGE: Record<LinkPurpose, string> = {
  verify_email:
    "This verification link has expired or was already used. If your email is not verified yet, log in: your workspace offers to send a new one.",
  reset_password: "This password reset link has expired or was already used. Please ask for a new one.",
  change_email:
    "This confirmation link has expired or was already used. Ask for the change again from your account page.",
};

export const linkGone = (purpose: LinkPurpose) => new ApiError(410, LINK_GONE_MESSAGE[purpose]);

/** A new link token: 256 random bits; only its SHA-256 is stored, so a database leak opens no account. */
export const newLinkToken = () => crypto.randomBytes(32).toString("base64url");

export function linkUrl(purpose: LinkPurpose, token: string, kind: MemberKind): string {
  const url = new URL(LINK_PATHS[purpose], siteUrl());
  url.searchParams.set("token", token);
  url.searchParams.set("type", kind);
  return url.toString();
}

const LINK_MAILS = {
  verify_email: VERIFY_EMAIL_MAIL,
  reset_password: RESET_PASSWORD_MAIL,
  change_email: CHANGE_EMAIL_MAIL,
} satisfies Record<LinkPurpose, { kind: string }>;

/**
 * The mail that carries a link of `purpose`: its outbox kind and its content, the link as its one action, and the
 * token as the mail's secret (the outbox stores it sealed and shows the link redacted).
 */
export function linkMail(purpose: LinkPurpose, kind: MemberKind, token: string, firstName: string) {
  const mail = LINK_MAILS[purpose];
  return {
    kind: mail.kind,
    secret: token,
    content: {
      subject: mail.subject,
      greeting: mail.greeting(firstName),
      paragraphs: [...mail.paragraphs],
      action: { label: mail.action, url: linkUrl(purpose, token, kind) },
      footnote: mail.footnote,
    },
  };
}

type LinkTarget = { purpose: LinkPurpose; kind: MemberKind; accountId: number; email: string };

/**
 * Stores a link for `target` and returns its token. A new reset (or email change) link makes the account's older unused
 * ones useless: only the latest mail works, so an old one found in a mailbox later opens nothing.
 */
export async function createLink(db: Db, target: LinkTarget, token = newLinkToken()): Promise<string> {
  if (target.purpose === "reset_password" || target.purpose === "change_email") {
    await db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.accountKind, target.kind),
          eq(accountTokens.accountId, target.accountId),
          eq(accountTokens.purpose, target.purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    purpose: target.purpose,
    accountKind: target.kind,
    accountId: target.accountId,
    email: target.email,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[target.purpose]),
  });
  return token;
}

export type ConsumedLink = { kind: MemberKind; accountId: number; email: string };

/**
 * Uses a link once: a single conditional update, so two requests racing with the same token cannot
 * both succeed. Null when the token is unknown, of another purpose or kind, expired or already used.
 */
export async function consumeLink(
  db: Db,
  purpose: LinkPurpose,
  token: string,
  kind?: MemberKind,
): Promise<ConsumedLink | null> {
  const now = new Date();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        kind ? eq(accountTokens.accountKind, kind) : undefined,
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ kind: accountTokens.accountKind, accountId: accountTokens.accountId, email: accountTokens.email });
  if (!row || row.kind === "manager") return null;
  return { kind: row.kind, accountId: row.accountId, email: row.email };
}
