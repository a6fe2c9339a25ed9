import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, expect, it } from "vitest";

import { POST as moveStage } from "@/app/api/client/applications/[id]/stage/route";
import { POST as createJob } from "@/app/api/client/jobs/route";
import { GET as clientGet, PUT as clientPut } from "@/app/api/client/notifications/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as reviewRoute } from "@/app/api/manage/jobs/[id]/review/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { GET as talentGet, PUT as talentPut } from "@/app/api/talent/notifications/route";
import { mailOutbox, notificationSettings } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { notificationSettingsResponseSchema } from "@/lib/validation/notification-settings";

import { registeredClient, registeredManager, registeredTalent, verifiedClient } from "../support/accounts";
import { call } from "../support/api-client";
import { completeTalent, jobInput, postedJob } from "../support/hiring";
import { expectDocumented } from "../support/openapi-check";
import { describeOnEachDatabase } from "../support/test-db";

const put = (route: typeof talentPut, token: string | undefined, json: unknown) =>
  call(route, { method: "PUT", token, json });
const get = (route: typeof talentGet, token: string | undefined) => call(route, { method: "GET", token });

describeOnEachDatabase("notification settings", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });
  beforeEach(async () => {
    await db().delete(mailOutbox);
  });

  const mailsOfKind = (kinds: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.kind, kinds));

  it("answers every topic of the kind, on by default, and documents the answer", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    const talentView = await get(talentGet, talent.token);
    expect(talentView.status).toBe(200);
    expect(notificationSettingsResponseSchema("talent").parse(talentView.body).data).toEqual({
      application_stage: "on",
      invitation: "on",
      vetting_decision: "on",
      job_alerts: "on",
      messages: "on",
    });
    expectDocumented("get", "/api/talent/notifications", talentView.status, talentView.body);
    const clientView = await get(clientGet, client.token);
    expect(clientView.body.data).toEqual({ new_applicant: "on", job_review: "on", messages: "on" });
    expectDocumented("get", "/api/client/notifications", clientView.status, clientView.body);
  });

  it("saves the topics sent (an upsert: a second PUT changes the row) and leaves the others as they were", async () => {
    const talent = await registeredTalent();
    const first = await put(talentPut, talent.token, { application_stage: "off", job_alerts: "off" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      application_stage: "off",
      invitation: "on",
      vetting_decision: "on",
      job_alerts: "off",
      messages: "on",
    });
    expectDocumented("put", "/api/talent/notifications", first.status, first.body);
    const second = await put(talentPut, talent.token, { application_stage: "on" });
    expect(second.body.data).toMatchObject({ application_stage: "on", job_alerts: "off" });
    expect((await get(talentGet, talent.token)).body).toEqual(second.body);
    const rows = await db()
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.accountKind, "talent"), eq(notificationSettings.accountId, talent.user.id)));
    expect(rows.map((row) => [row.topic, row.setting]).sort()).toEqual([
      ["application_stage", "on"],
      ["job_alerts", "off"],
    ]);

    const client = await registeredClient();
    const daily = await put(clientPut, client.token, { new_applicant: "daily" });
    expect(daily.body.data).toEqual({ new_applicant: "daily", job_review: "on", messages: "on" });
  });

  it("refuses with 400 naming the topic: an unknown topic, another kind's topic, a setting the topic does not offer, nothing at all", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    const unknown = await put(talentPut, talent.token, { newsletter: "off" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ newsletter: ["This is not a notification topic of your account."] });
    expectDocumented("put", "/api/talent/notifications", unknown.status, unknown.body);
    expect((await put(talentPut, talent.token, { new_applicant: "off" })).body.errors).toHaveProperty("new_applicant");
    const daily = await put(talentPut, talent.token, { application_stage: "daily" });
    expect(daily.status).toBe(400);
    expect(daily.body.errors.application_stage[0]).toBe("The application_stage setting must be one of: on, off.");
    expect((await put(clientPut, client.token, { new_applicant: "weekly" })).body.errors.new_applicant[0]).toBe(
      "The new_applicant setting must be one of: on, daily, off.",
    );
    for (const body of [{}, [], "off", { application_stage: true }])
      expect((await put(talentPut, talent.token, body)).status, JSON.stringify(body)).toBe(400);
    // A refused PUT changes nothing, not even its valid topics.
    expect((await put(talentPut, talent.token, { job_alerts: "off", newsletter: "off" })).status).toBe(400);
    expect((await get(talentGet, talent.token)).body.data.job_alerts).toBe("on");
  });

  it("answers 401 to no token, the other kind's token, a manager's token and a suspended account", async () => {
    const talent = await registeredTalent();
    const client = await registeredClient();
    for (const token of [undefined, client.token, manager]) {
      expect((await get(talentGet, token)).status).toBe(401);
      expect((await put(talentPut, token, { application_stage: "off" })).status).toBe(401);
    }
    for (const token of [undefined, talent.token, manager]) {
      expect((await get(clientGet, token)).status).toBe(401);
      expect((await put(clientPut, token, { job_review: "off" })).status).toBe(401);
    }
    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(talent.user.id) },
      json: { reason: "Spam" },
    });
    expect(suspended.status).toBe(200);
    expect((await get(talentGet, talent.token)).status).toBe(401);
    expect((await put(talentPut, talent.token, { application_stage: "off" })).status).toBe(401);
  });

  it("queues no stage mail for a talent who switched it off, and no new-applicant mail for a recruiter on daily or off", async () => {
    const client = await verifiedClient({ first_name: "Dana" });
    const job = await postedJob(client.token, { title: "Quiet role" });
    expect((await put(clientPut, client.token, { new_applicant: "daily" })).status).toBe(200);
    const talent = await completeTalent(db());
    expect((await put(talentPut, talent.token, { application_stage: "off" })).status).toBe(200);
    const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
    expect(applied.status).toBe(201);
    const moved = await call(moveStage, {
      token: client.token,
      json: { stage: "interview", from_stage: "applied" },
      params: { id: String(applied.body.data.id) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await mailsOfKind(["new_applicant", "stage_changed"])).toEqual([]);

    // Switched back on, the next events are mailed at once.
    await put(clientPut, client.token, { new_applicant: "on" });
    await put(talentPut, talent.token, { application_stage: "on" });
    const other = await completeTalent(db());
    expect((await call(apply, { token: other.token, json: { job_slug: job.slug } })).status).toBe(201);
    await call(moveStage, {
      token: client.token,
      json: { stage: "offer", from_stage: "interview" },
      params: { id: String(applied.body.data.id) },
    });
    expect((await mailsOfKind(["new_applicant", "stage_changed"])).map((row) => row.kind).sort()).toEqual([
      "new_applicant",
      "stage_changed",
    ]);

    await put(clientPut, client.token, { new_applicant: "off" });
    await db().delete(mailOutbox);
    expect(
      (await call(apply, { token: (await completeTalent(db())).token, json: { job_slug: job.slug } })).status,
    ).toBe(201);
    expect(await mailsOfKind(["new_applicant"])).toEqual([]);
  });

  it("queues no job review mail for a recruiter who switched it off", async () => {
    const client = await verifiedClient({ company_name: "Silent Reviews" });
    expect((await put(clientPut, client.token, { job_review: "off" })).status).toBe(200);
    const created = await call(createJob, {
      token: client.token,
      json: jobInput({ publish: true, title: "Reviewed quietly" }),
    });
    expect(created.body.data.status).toBe("pending_review");
    const decided = await call(reviewRoute, {
      token: manager,
      json: { decision: "approve" },
      params: { id: String(created.body.data.id) },
    });
    expect(decided.status).toBe(200);
    expect(await mailsOfKind(["job_review_decision"])).toEqual([]);
  });
});
