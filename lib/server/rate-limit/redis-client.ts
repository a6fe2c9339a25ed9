import "server-only";

import { createClient } from "@redis/client";

function connectTo(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
}

export type RedisClient = ReturnType<typeof connectTo>;

const cache = globalThis as unknown as { rateLimitRedis?: { url: string; client: RedisClient; ready: Promise<void> } };

const CONNECT_WAIT_MS = 2_000;

/**
 * One connection per process (kept on globalThis so development reloads reuse it). Commands fail at
 * once while Redis is unreachable instead of queueing, so a request answers 503 rather than hanging;
 * the client keeps reconnecting in the background and recovers by itself.
 */
export async function redisClient(url: string): Promise<RedisClient> {
  let entry = cache.rateLimitRedis;
  if (entry?.url !== url) {
    const client = connectTo(url);
    client.on("error", (error: unknown) => {
      console.error("[rate-limit] redis:", error instanceof Error ? error.message : error);
    });
    const ready = client.connect().then(
      () => undefined,
      () => undefined,
    );
    entry = cache.rateLimitRedis = { url, client, ready };
  }
  // The first requests of a process wait (briefly) for the connection; later ones never wait.
  if (!entry.client.isReady)
    await Promise.race([entry.ready, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS))]);
  return entry.client;
}
