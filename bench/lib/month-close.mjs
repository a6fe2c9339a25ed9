// The month close at growing sizes: `scripts/bench-month-close.ts` once per size, each in its own process on a
// fresh Postgres database, with the process tree's peak memory sampled over its whole run (seeding included).
import { sampleMemory } from "./memory.mjs";
import { start } from "./processes.mjs";

const JSON_PREFIX = "[bench:month-close:json] ";

function closeOnce(engagements, log) {
  let output = "";
  const child = start(
    "npx",
    [
      "tsx",
      "--conditions=react-server",
      "scripts/bench-month-close.ts",
      "--engagements",
      String(engagements),
      "--databases",
      "postgres",
      "--json",
    ],
    {
      log: (text) => {
        output = (output + text).slice(-20_000);
        for (const line of text.split("\n")) if (line.startsWith("[bench:month-close]")) log(line.trim());
      },
    },
  );
  const memory = sampleMemory(child.pid);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      const peak = memory.stop();
      const line = output.split("\n").find((text) => text.startsWith(JSON_PREFIX));
      if (code !== 0 || !line) {
        reject(new Error(`the month close at ${engagements} failed (${signal ?? code}):\n${output.slice(-4000)}`));
        return;
      }
      const [measured] = JSON.parse(line.slice(JSON_PREFIX.length));
      resolve({ ...measured, memory: peak });
    });
  });
}

/** { [engagements]: { seconds, invoices, lines, againSeconds, msPerEngagement, memory } } on Postgres. */
export async function monthCloseSuite({ sizes, log }) {
  const bySize = {};
  for (const size of sizes) {
    log(`month close: ${size.toLocaleString("en-US")} engagements on Postgres…`);
    const measured = await closeOnce(size, log);
    bySize[size] = { ...measured, msPerEngagement: +((measured.seconds * 1000) / size).toFixed(3) };
  }
  return bySize;
}
