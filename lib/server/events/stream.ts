import "server-only";

import { and, asc, desc, eq, gt } from "drizzle-orm";

import { resolveToken } from "../auth/tokens";
import { liveEvents } from "../db/schema";
import type { Db, DbHandle } from "../db/types";
import { liveHub } from "./hub";
import { recipientKey, type Recipient } from "./publish";

/** A comment line every 25 s keeps proxies and load balancers (often 30–60 s idle limits) from closing the stream. */
export const HEARTBEAT_MS = 25_000;
const BATCH = 100;
/** Events queued for a reader that does not read: past this the stream ends and the tab catches up on reconnect. */
const MAX_QUEUED = 1_000;

export type StreamOptions = {
  handle: DbHandle;
  who: Recipient;
  /** The bearer token the stream was opened with: checked again at each heartbeat, so a revoked one ends it. */
  token: string;
  /** Events after this id come first (Last-Event-ID); null starts from now. */
  after: number | null;
  signal: AbortSignal;
  heartbeatMs?: number;
};

const encoder = new TextEncoder();
const frame = (id: number, type: string, data: unknown) =>
  encoder.encode(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
const comment = (text: string) => encoder.encode(`: ${text}\n\n`);

async function latestEventId(db: Db, who: Recipient): Promise<number> {
  const [row] = await db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(and(eq(liveEvents.recipientKind, who.kind), eq(liveEvents.recipientId, who.id)))
    .orderBy(desc(liveEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

const eventsAfter = (db: Db, who: Recipient, after: number) =>
  db
    .select({ id: liveEvents.id, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.recipientKind, who.kind), eq(liveEvents.recipientId, who.id), gt(liveEvents.id, after)))
    .orderBy(asc(liveEvents.id))
    .limit(BATCH);

/**
 * A recipient's live events as a `text/event-stream` body. The stream subscribes to the hub BEFORE it reads where
 * to start, so an event committed in between wakes it; every wake-up reads the table after the last id sent, in
 * one reader at a time, so nothing is sent twice or skipped (ids commit in order per recipient: publish.ts).
 */
export async function liveEventStream(options: StreamOptions): Promise<ReadableStream<Uint8Array>> {
  const { handle, who, token, signal } = options;
  const db = handle.db;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let last = options.after ?? 0;
  // Held until the starting id is known: a wake-up before that only marks that there is something to read.
  let reading = true;
  let again = false;
  let unsubscribe: (() => void) | undefined = undefined;
  let heartbeat: NodeJS.Timeout | undefined = undefined;

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    signal.removeEventListener("abort", close);
    try {
      controller.close();
    } catch {
      // already closed or cancelled by the reader
    }
  };

  const send = (chunk: Uint8Array) => {
    if (closed) return;
    if ((controller.desiredSize ?? 0) < -MAX_QUEUED) return close();
    controller.enqueue(chunk);
  };

  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        for (let rows = await eventsAfter(db, who, last); !closed; rows = await eventsAfter(db, who, last)) {
          for (const row of rows) {
            send(frame(row.id, row.type, row.data));
            last = row.id;
          }
          if (rows.length < BATCH) break;
        }
      } while (again && !closed);
    } catch (error) {
      // The tab reconnects with the last id it got and reads the rest then.
      console.error("[events] reading events failed:", error instanceof Error ? error.message : error);
      close();
    } finally {
      reading = false;
    }
  };

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel: () => close(),
  });

  if (signal.aborted) {
    close();
    return stream;
  }
  signal.addEventListener("abort", close);
  try {
    unsubscribe = await liveHub(handle).subscribe(recipientKey(who), () => void read(), close);
    if (closed) unsubscribe();
    if (options.after === null) last = await latestEventId(db, who);
  } catch (error) {
    close();
    throw error;
  }
  if (closed) return stream;
  send(comment("connected"));
  heartbeat = setInterval(() => {
    resolveToken(db, who.kind, token).then(
      (id) => (id === who.id ? send(comment("heartbeat")) : close()),
      () => send(comment("heartbeat")),
    );
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  reading = false;
  void read();
  return stream;
}
