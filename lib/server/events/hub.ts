import "server-only";

import type { DbHandle } from "../db/types";
import { PRUNE_EVERY_MS, pruneLiveEvents } from "./prune";
import { LIVE_EVENTS_CHANNEL } from "./publish";

type Wake = () => void;

/**
 * The process's one listener for a database handle, started with its first stream: it hears every notification
 * and wakes the open streams of that recipient, which then read the table. After a lost connection it wakes them
 * all, since notifications sent meanwhile are gone but their rows are not.
 */
export class LiveHub {
  private readonly streams = new Map<string, Set<Wake>>();
  private readonly closers = new Set<() => void>();
  private listening: Promise<() => Promise<void>> | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(private readonly handle: DbHandle) {}

  /** Registers a stream's wake-up for a recipient; resolves once the listener is listening. */
  async subscribe(key: string, wake: Wake, close: () => void): Promise<() => void> {
    await this.start();
    const set = this.streams.get(key) ?? new Set<Wake>();
    set.add(wake);
    this.streams.set(key, set);
    this.closers.add(close);
    return () => {
      set.delete(wake);
      if (set.size === 0 && this.streams.get(key) === set) this.streams.delete(key);
      this.closers.delete(close);
    };
  }

  /** Ends every open stream (the server is stopping): their tabs reconnect to another instance. */
  closeAll(): void {
    for (const close of [...this.closers]) close();
  }

  get openStreams(): number {
    return this.closers.size;
  }

  async stop(): Promise<void> {
    this.closeAll();
    clearInterval(this.pruneTimer);
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }

  private start(): Promise<unknown> {
    if (!this.listening) {
      this.listening = this.handle.listen(LIVE_EVENTS_CHANNEL, {
        onNotify: (key) => this.wake(this.streams.get(key)),
        onReconnect: () => {
          for (const set of this.streams.values()) this.wake(set);
        },
      });
      // A failed start (the database is down) is tried again by the next stream.
      this.listening.then(
        () => this.schedulePrune(),
        () => (this.listening = undefined),
      );
    }
    return this.listening;
  }

  private wake(set: Set<Wake> | undefined): void {
    for (const wake of [...(set ?? [])]) wake();
  }

  private schedulePrune(): void {
    if (this.pruneTimer) return;
    const prune = () =>
      pruneLiveEvents(this.handle.db).catch((error: unknown) =>
        console.error("[events] prune failed:", error instanceof Error ? error.message : error),
      );
    void prune();
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }
}

// One hub per handle, kept on globalThis like the handle itself, so dev-mode module reloads do not start another.
const store = globalThis as typeof globalThis & { __liveHubs?: Map<DbHandle, LiveHub>; __liveHubsOnSignal?: true };

export function liveHub(handle: DbHandle): LiveHub {
  store.__liveHubs ??= new Map();
  let hub = store.__liveHubs.get(handle);
  if (!hub) {
    hub = new LiveHub(handle);
    store.__liveHubs.set(handle, hub);
    closeStreamsOnShutdown();
  }
  return hub;
}

/** Stops a handle's hub and forgets it (tests, before closing the handle). */
export async function stopLiveHub(handle: DbHandle): Promise<void> {
  const hub = store.__liveHubs?.get(handle);
  store.__liveHubs?.delete(handle);
  await hub?.stop();
}

/**
 * What server.mjs emits on `process` when it starts closing: it waits for open requests before exiting, and a stream
 * never ends by itself, so the streams end then (their tabs reconnect, to another instance if there is one).
 */
export const SERVER_CLOSING_EVENT = "hireloop:closing";

function closeStreamsOnShutdown(): void {
  if (store.__liveHubsOnSignal) return;
  store.__liveHubsOnSignal = true;
  process.on(SERVER_CLOSING_EVENT, () => {
    for (const hub of store.__liveHubs?.values() ?? []) hub.closeAll();
  });
}
