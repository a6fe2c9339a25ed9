import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as talentLogin } from "@/app/api/talent/login/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/rate-limit/client-address-header";
import { CLIENT_ADDRESS_HEADER as SERVER_HEADER, stampClientAddress } from "@/server/client-address.mjs";

import { uniqueEmail } from "../support/accounts";
import { API_KEY } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

// Through real sockets: a node:http server on loopback does what server.mjs does (stampClientAddress)
// and hands the request to the login route; clients connect from 127.0.0.1 and from 127.0.0.2.
delete process.env.RATE_LIMIT_LOGIN_IP;
delete process.env.TRUST_PROXY_HOPS;

async function toNextRequest(req: http.IncomingMessage): Promise<NextRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  return new NextRequest(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
}

function loginFrom(port: number, localAddress: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ email: uniqueEmail(), password: "whatever-it-is" });
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        agent: false,
        method: "POST",
        path: "/api/talent/login",
        headers: { "content-type": "application/json", "x-api-key": API_KEY, ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("the server entry's client address", () => {
  it("uses the header name the rate limiter reads", () => {
    expect(SERVER_HEADER).toBe(CLIENT_ADDRESS_HEADER);
  });
});

describeOnEachDatabase("rate limits per real client, over loopback sockets", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      stampClientAddress(req);
      void (async () => {
        const answer = await talentLogin(await toNextRequest(req), { params: Promise.resolve({}) });
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("counts 127.0.0.1 and 127.0.0.2 apart, whatever they claim in X-Forwarded-For or the internal header", async () => {
    for (let i = 0; i < 30; i++) {
      const spoof = { "x-forwarded-for": `198.51.100.${i}`, [CLIENT_ADDRESS_HEADER]: `192.0.2.${i}` };
      expect(await loginFrom(port, "127.0.0.2", spoof)).toBe(401);
    }
    expect(
      await loginFrom(port, "127.0.0.2", { "x-forwarded-for": "198.51.100.99", [CLIENT_ADDRESS_HEADER]: "192.0.2.99" }),
    ).toBe(429);
    expect(await loginFrom(port, "127.0.0.1", {})).toBe(401);
  });
});
