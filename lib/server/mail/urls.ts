import "server-only";

import { env, siteUrl } from "../env";

/** An absolute link to `path` on the public site, for messages read outside it. */
export function siteLink(path: string): string {
  return `${siteUrl()}${path}`;
}

/** The address part of MAIL_FROM ("Name <address>" or a bare address). */
export function senderAddress(): string {
  const from = env().MAIL_FROM;
  return from.match(/<([^>]+)>/)?.[1] ?? from.trim();
}

/** The account page's Notifications card, where each topic is switched. */
export const NOTIFICATIONS_ANCHOR = "#notifications";

/**
 * List-Unsubscribe for a notification: a mailto (mail clients show an Unsubscribe button for it) and, where the
 * recipient's area has one, the Notifications card of the account page (`accountPath` plus #notifications).
 */
export function unsubscribeHeaders(kind: string, accountPath?: string): Record<string, string> {
  const mailto = `<mailto:${senderAddress()}?subject=${encodeURIComponent(`unsubscribe ${kind}`)}>`;
  if (!accountPath) return { "List-Unsubscribe": mailto };
  const page = accountPath.includes("#") ? accountPath : `${accountPath}${NOTIFICATIONS_ANCHOR}`;
  return { "List-Unsubscribe": `<${siteLink(page)}>, ${mailto}` };
}
