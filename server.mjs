// `npm start`: the production server. Like `next start` (PORT, HOSTNAME or -p/-H; SIGTERM and SIGINT
// close it gracefully), plus one thing `next start` cannot do: it hands the app the socket's remote
// address, which rate limits key on (see server/client-address.mjs).
import http from "node:http";
import { parseArgs } from "node:util";

import { stampClientAddress } from "./server/client-address.mjs";
import { answerConnect, refusedMethodFor } from "./server/forbidden-methods.mjs";
import { lingerBeforeClosing } from "./server/lingering-close.mjs";
import { renderGate, renderGateOptions } from "./server/render-gate.mjs";

const { values: args } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: false,
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
// Unset: every interface, as `next start`. Containers export HOSTNAME as their own name: set it to
// 0.0.0.0 there (as Next.js's standalone server asks too).
const hostname = (typeof args.hostname === "string" ? args.hostname : process.env.HOSTNAME) || undefined;
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid port: ${args.port ?? process.env.PORT}`);
  process.exit(1);
}

let gateOptions;
try {
  gateOptions = renderGateOptions(process.env);
} catch (error) {
  console.error(`[server] ${error.message}`);
  process.exit(1);
}

// As `next start` (next/dist/bin/next) does, before Next.js is loaded: it reads both as it loads.
process.env.NODE_ENV ||= "production";
process.env.NEXT_RUNTIME = "nodejs";
process.env.PORT = String(port); // siteUrl() (lib/server/env.ts) builds links on it, -p included
const { default: next } = await import("next");
const app = next({ dev: false, dir: import.meta.dirname, hostname: hostname ?? "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();

const serve = (req, res) =>
  handle(req, res).catch((error) => {
    console.error("[server] unhandled:", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ message: "Internal server error" }));
  });
// Page renders take turns (server/render-gate.mjs); everything else is served at once.
const gate = renderGate(gateOptions);

const server = http.createServer((req, res) => {
  stampClientAddress(req);
  req.method = refusedMethodFor(req.method);
  gate.admit(req, res, serve);
});

server.on("connect", answerConnect);
lingerBeforeClosing(server);

// Idle keep-alive sockets stay open longer than a client or load balancer keeps them (Node's 5 s default is shorter
// than most, e.g. a 60 s balancer): otherwise a client reusing a socket just as the server drops it gets ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// A port already taken must stop the process, not leave it running without a socket.
server.once("error", (error) => {
  console.error(`[server] cannot listen on ${hostname ?? "0.0.0.0"}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`[server] ready on http://${hostname ?? "0.0.0.0"}:${port}`);
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`[server] ${signal}: closing`);
  // Finish the requests in flight, drop idle keep-alive sockets, and give up after 10 s. Live event streams never
  // finish by themselves: this event ends them (SERVER_CLOSING_EVENT in lib/server/events/hub.ts).
  server.close(() => process.exit(0));
  process.emit("hireloop:closing");
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
