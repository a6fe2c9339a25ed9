import "server-only";

import { getDb } from "../db/client";
import { runSenderOnce } from "./sender";
import { MAIL_FAILING_POLL_CAP_MS, MAIL_POLL_MS } from "./settings";
import { transportFromEnv, type MailTransport } from "./transport";

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

export type MailSenderLoop = { stop(): Promise<void> };

// One loop per server process, even if the module is loaded twice (dev reloads, several bundles).
const store = globalThis as typeof globalThis & { __mailSender?: MailSenderLoop };

/**
 * Sends the outbox every MAIL_POLL_MS until stopped. A failing run (database down, relay down) is logged and the
 * next one tries again: mail never stops the server.
 */
export function startMailSender(transport: MailTransport = transportFromEnv()): MailSenderLoop {
  if (store.__mailSender) return store.__mailSender;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  // Consecutive failed runs: the loop slows down while the database is away and says so once, not every tick.
  let failures = 0;
  const tick = async () => {
    try {
      await runSenderOnce(await getDb(), transport);
      if (failures > 0)
        console.log(`[mail] sender running again after ${failures} failed run${failures === 1 ? "" : "s"}`);
      failures = 0;
    } catch (error) {
      if (failures === 0)
        console.error("[mail] sender run failed (retrying):", error instanceof Error ? error.message : error);
      failures++;
    }
  };
  const schedule = () => {
    if (stopped) return;
    // unref: the loop never keeps a process alive that is otherwise done.
    timer = setTimeout(
      () => {
        running = tick().finally(schedule);
      },
      Math.min(MAIL_FAILING_POLL_CAP_MS, MAIL_POLL_MS * 2 ** Math.min(failures, 4)),
    );
    timer.unref();
  };
  schedule();
  console.log(`[mail] sender started (${transport.name})`);

  const onSignal = () => void loop.stop();
  const loop: MailSenderLoop = {
    async stop() {
      stopped = true;
      for (const signal of SIGNALS) process.off(signal, onSignal);
      clearTimeout(timer);
      await running;
      transport.close?.();
      if (store.__mailSender === loop) store.__mailSender = undefined;
    },
  };
  store.__mailSender = loop;
  // Alongside the server's own handlers (server.mjs closes the HTTP server, then exits): no new run starts. A message
  // cut off mid-send stays leased and is sent again once the lease ends, so none is lost.
  for (const signal of SIGNALS) process.once(signal, onSignal);
  return loop;
}
