import "server-only";

import nodemailer from "nodemailer";

import { env } from "../env";
import { linksIn } from "./links";
import { SMTP_TIMEOUTS } from "./settings";

/** A VCALENDAR and its iTIP method (REQUEST, CANCEL, …), sent as a `text/calendar; method=…` part. */
export type MailCalendar = { method: string; content: string };

/** A message as the outbox holds it, ready to hand to a relay. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  calendar?: MailCalendar;
};

export type MailTransport = {
  /** For the logs: "smtp" or "log". */
  name: string;
  /** Resolves once the relay accepted the message; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  close?(): void;
};

/** Sends through the relay at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const mailer = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ...SMTP_TIMEOUTS,
  });
  return {
    name: "smtp",
    async send(message) {
      await mailer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        ...(message.calendar ? { icalEvent: message.calendar } : {}),
      });
    },
    close: () => mailer.close(),
  };
}

/**
 * The embedded default: nothing leaves the machine. Each message is one line of the server log, with its links and
 * its Reply-To, so whoever runs the server can open a verification or reset link, or answer a message mail, from there.
 */
export function logTransport(log: (line: string) => void = console.log): MailTransport {
  return {
    name: "log",
    async send(message) {
      const links = linksIn(message.text);
      const invite = message.calendar ? ` · calendar invite (${message.calendar.method}) attached` : "";
      // A reply to it reaches the inbound server (README: "Reply by email"), so whoever runs the server can try one.
      const replyTo = message.headers["Reply-To"] ? ` · reply-to: ${message.headers["Reply-To"]}` : "";
      log(
        `[mail] to ${message.to} · ${JSON.stringify(message.subject)}${invite}${replyTo}${links.length > 0 ? ` · links: ${links.join(" ")}` : ""}`,
      );
    },
  };
}

/** SMTP when SMTP_URL is set, the log otherwise. */
export function transportFromEnv(): MailTransport {
  const config = env();
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : logTransport();
}
