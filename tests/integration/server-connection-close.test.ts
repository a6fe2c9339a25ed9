import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answerConnect, refusedMethodFor } from "@/server/forbidden-methods.mjs";
import { lingerBeforeClosing } from "@/server/lingering-close.mjs";

// Through real sockets, as server.mjs sets its node:http server up. Without lingering, every request below
// ends in ECONNRESET: the server answers without reading the 320 KB body and closes while it still arrives.
const BODY = Buffer.alloc(320_000, "A");

type Outcome = { status: number; bytes: number } | { error: string };

function send(port: number, method: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      { agent: false, host: "127.0.0.1", port, method, path: "/upload", headers: { "content-length": BODY.length } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("error", (error) => resolve({ error: String(error) }));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      },
    );
    outgoing.on("error", (error) => resolve({ error: String(error) }));
    outgoing.end(BODY);
  });
}

describe("server.mjs's connection handling", () => {
  let server: http.Server;
  let port: number;
  const answer = JSON.stringify({ message: "File too large.", padding: "x".repeat(300_000) });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.method = refusedMethodFor(req.method);
      res.writeHead(req.method === "X-REFUSED-TRACE" ? 405 : 413, { "content-type": "application/json" });
      res.end(answer);
    });
    server.on("connect", answerConnect);
    lingerBeforeClosing(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers an answer sent before a large body was read, on a closing connection", async () => {
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i++) outcomes.push(await send(port, "GET"));
    expect(outcomes).toEqual(Array.from({ length: 20 }, () => ({ status: 413, bytes: Buffer.byteLength(answer) })));
  });

  it("hands TRACE to the app under a name fetch accepts, and leaves other methods alone", async () => {
    expect(refusedMethodFor("TRACE")).toBe("X-REFUSED-TRACE");
    expect(refusedMethodFor("GET")).toBe("GET");
    expect(await send(port, "TRACE")).toEqual({ status: 405, bytes: Buffer.byteLength(answer) });
    expect(() => new Request("http://x/", { method: refusedMethodFor("TRACE") })).not.toThrow();
  });

  it("answers CONNECT 405 instead of dropping the connection", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = http.request({ host: "127.0.0.1", port, method: "CONNECT", path: "example.com:443" });
      outgoing.on("connect", (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      outgoing.on("response", (res) => resolve(res.statusCode ?? 0));
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(status).toBe(405);
  });
});
