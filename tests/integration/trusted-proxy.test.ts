import { beforeAll, expect, it } from "vitest";

import { POST as talentLogin } from "@/app/api/talent/login/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { uniqueEmail } from "../support/accounts";
import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

// Behind one proxy of ours: it appends the address it saw to whatever X-Forwarded-For the client sent.
delete process.env.RATE_LIMIT_LOGIN_IP;
process.env.TRUST_PROXY_HOPS = "1";

const viaProxy = (clientWrote: string, proxySaw: string) => ({
  "x-forwarded-for": `${clientWrote}, ${proxySaw}`,
  "x-client-address": "10.0.0.5", // the proxy's own address, the same for everyone
});

describeOnEachDatabase("rate limits behind TRUST_PROXY_HOPS=1", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("keys on the rightmost X-Forwarded-For entry, whatever the client put to its left", async () => {
    const login = (headers: Record<string, string>) =>
      call(talentLogin, { form: { email: uniqueEmail(), password: "whatever-it-is" }, headers });
    for (let i = 0; i < 30; i++) expect((await login(viaProxy(`198.51.100.${i}`, "203.0.113.50"))).status).toBe(401);
    expect((await login(viaProxy("198.51.100.250", "203.0.113.50"))).status).toBe(429);
    expect((await login(viaProxy("203.0.113.50", "203.0.113.51"))).status).toBe(401);
  });
});
