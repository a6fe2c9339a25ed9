import "server-only";
import { getDb } from "../db/client";
import { runSenderOnce } from "./sender";
import { MAIL_POLL_MS } from "./settings";
import { transportFromEnv } from "./transport";

export type MailSenderLoop = { stop(): Promise<void> };

// One loop per server process, even if the module is loaded twice (dev reloads, several bundles).
const store = globalThis as typeof globalThis & { __mailSender?: MailSenderLoop };

/**
 * Sends the outbox every MAIL_POLL_MS until stopped. A failing run (database down, relay down) is logged and the
 * next one tries again: mail never stops the server.
 */
export function startMailSender(): MailSenderLoop {
  if (store.__mailSender) return store.__mailSender;
  const transport = transportFromEnv();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      await runSenderOnce(await getDb(), transport);
    } catch (error) {
      console.error("[mail] sender run failed:", error instanceof Error ? error.message : error);
    }
  };
  const schedule = () => {
    if (stopped) return;
    // unref: the loop never keeps a process alive that is otherwise done.
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, MAIL_POLL_MS);
    timer.unref();
  };
  schedule();
  console.log(`[mail] sender started (${transport.name})`);

  const loop: MailSenderLoop = {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close?.();
      if (store.__mailSender === loop) store.__mailSender = undefined;
    },
  };
  store.__mailSender = loop;
  return loop;
}
