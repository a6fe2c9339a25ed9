// Login throughput at a fixed concurrency, next to the cost of one argon2id hash measured in this process.
import { hash } from "@node-rs/argon2";

// The app's parameters (lib/server/auth/passwords.ts: PASSWORD_HASH_OPTIONS), which imports "server-only".
export const HASH_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Median wall time of one hash, after a warm-up, in ms. */
export async function singleHashMs(samples = 7) {
  await hash("warm-up-password-1", HASH_OPTIONS);
  const times = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await hash(`bench-password-${i}`, HASH_OPTIONS);
    times.push(performance.now() - started);
  }
  return percentile(times, 50);
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `concurrency` workers log in back to back for `durationS` seconds; every non-200 is an error. */
export async function loginLoad({ origin, apiKey, email, password, concurrency = 10, durationS = 10 }) {
  const latencies = [];
  let errors = 0;
  const body = JSON.stringify({ email, password });
  const headers = { "X-API-KEY": apiKey, "Content-Type": "application/json", Accept: "application/json" };
  const deadline = performance.now() + durationS * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(`${origin}/api/talent/login`, { method: "POST", headers, body });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  return {
    concurrency,
    logins: latencies.length,
    loginsPerS: Math.round((latencies.length / elapsedS) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    errors,
  };
}
