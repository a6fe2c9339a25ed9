import "server-only";

import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

import { messageRequestSchema } from "@/lib/validation/conversations";

import { personTable } from "../../accounts/account-tables";
import { assertParticipant } from "../../conversations/participant";
import { sendMessage } from "../../conversations/post-message";
import { replyAddressOwner, replyTokenOf, type ReplyAddressOwner } from "../../conversations/reply-address";
import { getDb } from "../../db/client";
import type { Db } from "../../db/types";
import { ApiError } from "../../http/errors";
import { replyText } from "./reply-text";

/** The largest reply taken, headers and attachments included (announced with SIZE, checked while reading). */
export const INBOUND_MAX_BYTES = 1024 * 1024;

export type InboundMailServer = { port: number; close(): Promise<void> };

/** An SMTP answer: `code` 5xx refuses for good, 4xx asks the sending server to try again later. */
const answer = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** The person a live reply address belongs to, with their address, while they still take part in its conversation. */
async function replyAuthor(db: Db, owner: ReplyAddressOwner): Promise<{ email: string } | null> {
  const table = personTable(owner.kind);
  const [person] = await db
    .select({ email: table.email, suspendedAt: table.suspendedAt })
    .from(table)
    .where(eq(table.id, owner.id));
  if (!person || person.suspendedAt) return null;
  try {
    await assertParticipant(db, owner, owner.applicationId);
  } catch {
    return null; // lost access to the application (e.g. it was deleted)
  }
  return { email: person.email };
}

const addressOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.value[0]?.address?.toLowerCase() ?? "";

/** Reads the message, refusing it (552) once it passes the size limit. */
async function readLimited(stream: Readable & { sizeExceeded?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) throw answer(552, `The message is larger than ${INBOUND_MAX_BYTES} bytes.`);
  return Buffer.concat(chunks);
}

/** A redelivered mail (same Message-ID) posts once: the Message-ID, hashed to fit, is the send's idempotency key. */
const idempotencyKeyOf = (messageId: string | undefined) =>
  messageId ? `mail:${crypto.createHash("sha256").update(messageId.trim().toLowerCase()).digest("hex")}` : null;

type Session = SMTPServerSession & { reply?: { owner: ReplyAddressOwner; email: string } };

/**
 * Takes one reply: the sender must be the address's owner (envelope and From), the text without its quote must
 * be a valid message, and it is posted through the API's own write path (rate limit, idempotency included).
 */
async function takeReply(db: Db, session: Session, raw: Buffer): Promise<string> {
  const reply = session.reply;
  if (!reply) throw answer(503, "No valid recipient.");
  const parsed = await simpleParser(raw);
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : "";
  const headerFrom = addressOf(parsed.from);
  const expected = reply.email.toLowerCase();
  if (envelopeFrom !== expected || headerFrom !== expected)
    throw answer(550, "This reply address belongs to another sender: reply from the address the mail was sent to.");

  const body = messageRequestSchema.shape.body.safeParse(replyText(parsed.text ?? ""));
  if (!body.success) throw answer(550, body.error.issues[0]?.message ?? "The reply is empty.");
  // Still a participant, still not suspended, at the moment of posting.
  if (!(await replyAuthor(db, reply.owner))) throw answer(550, "This reply address is no longer valid.");
  try {
    const sent = await sendMessage(db, reply.owner, reply.owner.applicationId, {
      body: body.data,
      idempotencyKey: idempotencyKeyOf(parsed.messageId),
    });
    return sent.replayed ? "Already posted" : "Posted";
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw answer(451, "Too many messages: try again later.");
    if (error instanceof ApiError && error.status < 500) throw answer(550, error.message);
    throw error;
  }
}

/**
 * The inbound SMTP server for replies to message mails (`reply+{token}@MAIL_DOMAIN`): an unknown or revoked
 * address is refused at RCPT (550), a reply from another address at the end of DATA (550), and a good one lands in
 * its conversation as the address's owner. `port` 0 picks a free port (the tests).
 */
export async function startInboundMail(options: {
  port: number;
  host?: string;
  db?: Db;
  log?: (line: string) => void;
}): Promise<InboundMailServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const database = async () => options.db ?? (await getDb());
  const server = new SMTPServer({
    name: "hireloop-inbound",
    banner: "Hireloop replies",
    authOptional: true,
    // Plain SMTP on the MX port: put TLS in front of it, or a relay that forwards to it, where needed.
    disabledCommands: ["AUTH", "STARTTLS"],
    size: INBOUND_MAX_BYTES,
    logger: false,
    // Each message of a connection starts a new envelope: forget the previous one's recipient.
    onMailFrom(_address, session: Session, callback) {
      session.reply = undefined;
      callback();
    },
    onRcptTo(address, session: Session, callback) {
      if (session.reply) return callback(answer(452, "One reply address per message."));
      const token = replyTokenOf(address.address);
      if (!token) return callback(answer(550, "No such reply address."));
      (async () => {
        const db = await database();
        const owner = await replyAddressOwner(db, token);
        const author = owner && (await replyAuthor(db, owner));
        if (!owner || !author) return callback(answer(550, "No such reply address."));
        session.reply = { owner, email: author.email };
        callback();
      })().catch((error: unknown) => {
        console.error("[inbound-mail] recipient check failed:", error instanceof Error ? error.message : error);
        callback(answer(451, "Temporary failure: try again later."));
      });
    },
    onData(stream, session: Session, callback) {
      (async () => {
        const raw = await readLimited(stream);
        const outcome = await takeReply(await database(), session, raw);
        log(
          `[inbound-mail] ${outcome.toLowerCase()}: a reply by ${session.reply!.owner.kind} #${session.reply!.owner.id} in conversation ${session.reply!.owner.applicationId}`,
        );
        callback(null, `${outcome} in the conversation.`);
      })().catch((error: Error & { responseCode?: number }) => {
        if (!error.responseCode) {
          console.error("[inbound-mail] reply failed:", error.message);
          return callback(answer(451, "Temporary failure: try again later."));
        }
        log(`[inbound-mail] refused (${error.responseCode}): ${error.message}`);
        callback(error);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => console.error("[inbound-mail]", error.message));
  const port = (server.server.address() as AddressInfo).port;
  log(`[inbound-mail] listening on port ${port} for reply+…@ addresses`);
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
