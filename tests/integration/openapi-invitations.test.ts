import { beforeAll, it } from "vitest";

import { POST as invite, GET as sentList } from "@/app/api/client/invitations/route";
import { POST as accept } from "@/app/api/talent/invitations/[id]/accept/route";
import { POST as decline } from "@/app/api/talent/invitations/[id]/decline/route";
import { GET as talentList } from "@/app/api/talent/invitations/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";

import { registeredClient } from "../support/accounts";
import { call } from "../support/api-client";
import { postedJob } from "../support/hiring";
import { vettedTalent } from "../support/invitation-fixtures";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

describeOnEachDatabase("the invitation calls answer as the OpenAPI document says", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("documents every answer of inviting, accepting and declining", async () => {
    const client = await registeredClient();
    const stranger = await registeredClient();
    const job = await postedJob(client.token);
    const job2 = await postedJob(client.token, { title: "Second role" });
    const talent = await vettedTalent(db());
    const check = async (method: string, route: string, answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      expectDocumented(method, route, status, body);
      return body as { data: { id: number } };
    };
    const byId = (id: number, json?: unknown) => ({
      token: talent.token,
      params: { id: String(id) },
      ...(json === undefined ? { method: "POST" } : { json }),
    });

    const first = (
      await check(
        "post",
        "/api/client/invitations",
        call(invite, { token: client.token, json: { talent_id: talent.id, job_id: job.id, message: "Hello" } }),
      )
    ).data;
    await check(
      "post",
      "/api/client/invitations",
      call(invite, { token: client.token, json: { talent_id: talent.id, job_id: job.id } }),
    );
    await check(
      "post",
      "/api/client/invitations",
      call(invite, { token: stranger.token, json: { talent_id: talent.id, job_id: job.id } }),
    );
    await check("post", "/api/client/invitations", call(invite, { token: client.token, json: {} }));
    const second = (
      await check(
        "post",
        "/api/client/invitations",
        call(invite, { token: client.token, json: { talent_id: talent.id, job_id: job2.id } }),
      )
    ).data;
    await check("get", "/api/client/invitations", call(sentList, { token: client.token }));
    await check(
      "get",
      "/api/client/invitations",
      call(sentList, { token: client.token, path: "/api/client/invitations?job_id=x" }),
    );
    await check("get", "/api/talent/invitations", call(talentList, { token: talent.token }));
    await check(
      "post",
      "/api/talent/invitations/{id}/accept",
      call(accept, byId(first.id, { cover_note: "Glad to." })),
    );
    await check("post", "/api/talent/invitations/{id}/accept", call(accept, byId(first.id)));
    await check("post", "/api/talent/invitations/{id}/accept", call(accept, byId(second.id, { nope: 1 })));
    await check("post", "/api/talent/invitations/{id}/decline", call(decline, byId(second.id)));
    await check("post", "/api/talent/invitations/{id}/decline", call(decline, byId(second.id)));
    await check("post", "/api/talent/invitations/{id}/decline", call(decline, byId(999_999)));
  });
});
