import fs from "node:fs";
import path from "node:path";

import type { ReceivedMail } from "../../support/mail-sink";
import { e2eMailDir } from "./mail-sink-location";

export type E2eMail = Pick<ReceivedMail, "subject" | "text" | "html" | "links" | "headers" | "to" | "calendars">;

function receivedMail(): E2eMail[] {
  if (!fs.existsSync(e2eMailDir)) return [];
  return fs
    .readdirSync(e2eMailDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(e2eMailDir, name), "utf8")) as E2eMail);
}

/**
 * The newest message the server under test sent to `to` (and whose subject matches, if given), waiting for it
 * to arrive: the server's outbox sender delivers within a few seconds of the event.
 */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 20_000): Promise<E2eMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = receivedMail().filter(
      (mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)),
    );
    if (matching.length > 0) return matching[matching.length - 1]!;
    if (Date.now() > deadline) {
      const seen = receivedMail()
        .filter((mail) => mail.to.includes(address))
        .map((mail) => mail.subject);
      throw new Error(
        `no mail to ${to}${subject ? ` matching ${subject}` : ""} within ${timeoutMs} ms (to them: ${seen.join("; ") || "none"})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every message received so far for `to` whose subject matches, oldest first (no waiting). */
export function mailsTo(to: string, subject: RegExp): E2eMail[] {
  const address = to.toLowerCase();
  return receivedMail().filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
}

/** The first link of `mail` whose path starts with `pathPrefix`. */
export function linkTo(mail: E2eMail, pathPrefix: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link)
    throw new Error(`no link to ${pathPrefix} in "${mail.subject}" (links: ${mail.links.join(", ") || "none"})`);
  return link;
}
