import "server-only";
import { env } from "../env";

/** An absolute link to `path` on the public site, for messages read outside it. */
export function siteLink(path: string): string {
  return `${env().SITE_URL.replace(/\/$/, "")}${path}`;
}

/** The address part of MAIL_FROM ("Name <address>" or a bare address). */
export function senderAddress(): string {
  const from = env().MAIL_FROM;
  return from.match(/<([^>]+)>/)?.[1] ?? from.trim();
}

/**
 * List-Unsubscribe for a notification: a mailto (mail clients show an Unsubscribe button for it) and, where the
 * recipient's area has one, the account page. Per-kind switches are not built yet: the page is where they will be.
 */
export function unsubscribeHeaders(kind: string, accountPath?: string): Record<string, string> {
  const mailto = `<mailto:${senderAddress()}?subject=${encodeURIComponent(`unsubscribe ${kind}`)}>`;
  return { "List-Unsubscribe": accountPath ? `<${siteLink(accountPath)}>, ${mailto}` : mailto };
}
