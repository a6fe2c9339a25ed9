import "server-only";

import type { Client } from "pg";

import type { ChannelListener } from "./types";

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;
/** How often the listening connection is asked `select 1`: a silent, half-open socket is found within this. */
const PING_MS = 30_000;

/**
 * LISTENs on one channel over a dedicated node-postgres connection. A dropped connection (server restart, network)
 * is replaced with growing waits; once listening again the listener hears `onReconnect`, since notifications sent
 * in between are lost. The first connection must succeed: its error is the caller's.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  let client: Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? "");
    });
    next.on("error", (error) => {
      console.error("[events] listening connection lost:", error.message);
      drop(next);
    });
    next.on("end", () => drop(next));
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const drop = (lost: Client) => {
    if (client !== lost) return;
    client = undefined;
    lost.removeAllListeners("end");
    lost.end().catch(() => undefined);
    if (!stopped) scheduleReconnect();
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          retryMs = RETRY_MIN_MS;
          console.log("[events] listening again");
          listener.onReconnect();
        },
        (error: unknown) => {
          console.error("[events] cannot listen yet:", error instanceof Error ? error.message : error);
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          if (!stopped) scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  const ping = setInterval(() => {
    const current = client;
    current?.query("select 1").catch(() => drop(current));
  }, PING_MS);
  ping.unref();

  return async () => {
    stopped = true;
    clearInterval(ping);
    clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    if (last) {
      last.removeAllListeners("end");
      await last.end().catch(() => undefined);
    }
  };
}
