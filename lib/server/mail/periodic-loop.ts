import "server-only";

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

export type PeriodicLoop = { stop(): Promise<void> };

// One loop per name and server process, even if the module is loaded twice (dev reloads, several bundles).
const store = globalThis as typeof globalThis & { __periodicLoops?: Map<string, PeriodicLoop> };

/**
 * Runs `run` every `intervalMs()` until stopped (or SIGTERM/SIGINT), each run after the previous one ended. `run`
 * answers a line to log, or null for nothing. A failing run is logged once per outage and the next tick tries again.
 */
export function startPeriodicLoop(
  name: string,
  intervalMs: () => number,
  run: () => Promise<string | null>,
): PeriodicLoop {
  const loops = (store.__periodicLoops ??= new Map());
  const existing = loops.get(name);
  if (existing) return existing;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failing = false;

  const tick = async () => {
    try {
      const line = await run();
      if (line) console.log(`[${name}] ${line}`);
      if (failing) console.log(`[${name}] running again`);
      failing = false;
    } catch (error) {
      if (!failing) console.error(`[${name}] run failed (retrying):`, error instanceof Error ? error.message : error);
      failing = true;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, intervalMs());
    // unref: the loop never keeps a process alive that is otherwise done.
    timer.unref();
  };
  schedule();

  const onSignal = () => void loop.stop();
  const loop: PeriodicLoop = {
    async stop() {
      stopped = true;
      for (const signal of SIGNALS) process.off(signal, onSignal);
      clearTimeout(timer);
      await running;
      if (loops.get(name) === loop) loops.delete(name);
    },
  };
  loops.set(name, loop);
  for (const signal of SIGNALS) process.once(signal, onSignal);
  return loop;
}
