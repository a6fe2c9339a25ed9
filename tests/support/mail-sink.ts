import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type Attachment } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message the sink received, as a test reads it. */
export type ReceivedMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header names lower-cased, values as sent (unfolded). */
  headers: Record<string, string>;
  links: string[];
  /** The text/calendar parts (iMIP, RFC 6047): the method of their Content-Type and the VCALENDAR text. */
  calendars: { method: string; content: string }[];
  receivedAt: string;
  /** When the client began sending the message's data (ms since the epoch), before the sink parsed it. */
  dataStartedAt: number;
};

export type MailSinkOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Return an error message to refuse a recipient with a 5xx answer (a failing SMTP server). */
  refuse?: (recipient: string) => string | undefined;
  /**
   * Decides, before the sink answers, whether it takes a message: false leaves it unrecorded and refused with a
   * temporary failure (the reliability suite kills the sender there, mid-conversation).
   */
  accept?: (mail: ReceivedMail) => boolean | Promise<boolean>;
  /** Called with every message received, e.g. to write it where another process reads it. */
  onMessage?: (mail: ReceivedMail) => void;
};

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
    entry.value.map((address) => address.address ?? ""),
  );

/** The http(s) links of a message: hrefs of its HTML and bare URLs of its text, each once, in order. */
export function linksOf(html: string, text: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
  const bare = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
  return [...new Set([...hrefs, ...bare].filter((link) => /^https?:\/\//.test(link)))];
}

function calendarsOf(attachments: Attachment[]): ReceivedMail["calendars"] {
  return attachments
    .filter((part) => part.contentType === "text/calendar")
    .map((part) => {
      const type = part.headers.get("content-type");
      // mailparser keeps a structured header's parameters beside its value: { value: "text/calendar", params }.
      const params = (type as { params?: Record<string, string> } | undefined)?.params ?? {};
      return { method: (params["method"] ?? "").toUpperCase(), content: part.content.toString("utf8") };
    });
}

/** A real SMTP server on loopback that keeps what it receives: the product sends to it as to any relay. */
export class MailSink {
  readonly messages: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters = new Set<() => void>();

  private constructor(private readonly options: MailSinkOptions) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const refusal = this.options.refuse?.(address.address.toLowerCase());
        if (refusal) {
          const error = Object.assign(new Error(refusal), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const dataStartedAt = Date.now();
        simpleParser(stream)
          .then(async (parsed) => {
            const html = typeof parsed.html === "string" ? parsed.html : "";
            const text = parsed.text ?? "";
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: addressesOf(parsed.from).join(", "),
              subject: parsed.subject ?? "",
              text,
              html,
              // The raw lines: mailparser structures some headers (List-* becomes one "list" object).
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key.toLowerCase(),
                  line
                    .slice(line.indexOf(":") + 1)
                    .replace(/\r?\n\s+/g, " ")
                    .trim(),
                ]),
              ),
              links: linksOf(html, text),
              calendars: calendarsOf(parsed.attachments),
              receivedAt: new Date().toISOString(),
              dataStartedAt,
            };
            if (this.options.accept && !(await this.options.accept(mail))) {
              callback(Object.assign(new Error("Not now: try again later"), { responseCode: 451 }));
              return;
            }
            this.messages.push(mail);
            this.options.onMessage?.(mail);
            for (const wake of this.waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  static async start(options: MailSinkOptions = {}): Promise<MailSink> {
    const sink = new MailSink(options);
    await new Promise<void>((resolve, reject) => {
      sink.server.once("error", reject);
      sink.server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
    });
    return sink;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages to `to` (case-insensitive). */
  to(to: string): ReceivedMail[] {
    const address = to.toLowerCase();
    return this.messages.filter((mail) => mail.to.includes(address));
  }

  /** The first message to `to` that satisfies `predicate`, waiting up to `timeoutMs` for it. */
  async waitFor(
    to: string,
    predicate: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<ReceivedMail> {
    const found = () => this.to(to).find(predicate);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = found();
      if (mail) return mail;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no mail to ${to} within ${timeoutMs} ms (received: ${this.messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none"})`,
        );
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  clear() {
    this.messages.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
