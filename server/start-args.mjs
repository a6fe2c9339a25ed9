// What `npm start` passes to node (package.json's "start": its flags, then server.mjs), for the scripts that start
// the production server themselves (the end-to-end server, the reliability suite, the bench): they run what a
// deployment runs, the heap cap included.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** node's arguments for the production server, the entry as an absolute path: e.g. ["--max-old-space-size=384", …, "/app/server.mjs"]. */
export function startArgs() {
  const script = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  const [command, ...args] = script.trim().split(/\s+/);
  if (command !== "node" || args.at(-1) !== "server.mjs") {
    throw new Error(`package.json's start script must be "node [flags] server.mjs", not "${script}"`);
  }
  return [...args.slice(0, -1), path.join(root, "server.mjs")];
}
