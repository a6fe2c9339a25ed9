import { beforeAll, expect, it } from "vitest";

import { POST as approveRoute } from "@/app/api/client/engagements/[id]/milestones/[mid]/approve/route";
import { GET as clientListRoute } from "@/app/api/client/engagements/[id]/milestones/route";
import { POST as suspend } from "@/app/api/manage/accounts/[kind]/[id]/suspend/route";
import { POST as deliverRoute } from "@/app/api/talent/engagements/[id]/milestones/[mid]/deliver/route";
import { GET as talentListRoute } from "@/app/api/talent/engagements/[id]/milestones/route";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import { TIMESHEET_MAIL_KINDS } from "@/lib/server/timesheets/mails";
import { milestoneAnswerSchema, milestonesAnswerSchema } from "@/lib/validation/timesheets";

import { registeredManager } from "../support/accounts";
import { call } from "../support/api-client";
import { engaged } from "../support/offers";
import { expectDocumented } from "../support/openapi-check";
import { deliveredMail } from "../support/outbox";
import { describeOnEachDatabase } from "../support/test-db";
import { hourlyEngagement } from "../support/timesheet-fixtures";

const LIST = (side: "talent" | "client") => `/api/${side}/engagements/{id}/milestones`;
const DELIVER = "/api/talent/engagements/{id}/milestones/{mid}/deliver";
const APPROVE = "/api/client/engagements/{id}/milestones/{mid}/approve";

const projectTerms = (milestones: { name: string; amount_minor: number }[], rate_minor = 300_000) => ({
  contract_type: "project",
  rate_minor,
  weekly_hours_cap: undefined,
  milestones,
});

describeOnEachDatabase("project milestones", ({ db }) => {
  let manager: string;
  beforeAll(async () => {
    await seedReferenceData(db());
    manager = (await registeredManager(db())).token;
  });

  const project = () =>
    engaged(
      db(),
      projectTerms([
        { name: "Design", amount_minor: 100_000 },
        { name: "Build", amount_minor: 200_000 },
      ]),
    );
  const params = (id: number, mid?: number | string): Record<string, string> =>
    mid === undefined ? { id: String(id) } : { id: String(id), mid: String(mid) };
  const list = (side: "talent" | "client", token: string, id: number) =>
    call(side === "talent" ? talentListRoute : clientListRoute, { token, params: params(id) });
  const deliver = (token: string, id: number, mid: number | string, json: unknown = {}) =>
    call(deliverRoute, { token, params: params(id, mid), json });
  const approve = (token: string, id: number, mid: number | string) =>
    call(approveRoute, { token, params: params(id, mid), json: {} });

  it("lists the milestones to both sides, takes a delivery once, mails the client, and an approval once", async () => {
    const p = await project();
    for (const side of ["talent", "client"] as const) {
      const answer = await list(side, side === "talent" ? p.talent.token : p.client.token, p.engagementId);
      expect(answer.status).toBe(200);
      expectDocumented("get", LIST(side), 200, answer.body);
      expect(milestonesAnswerSchema.parse(answer.body).data).toEqual([
        expect.objectContaining({
          position: 1,
          name: "Design",
          amount_minor: 100_000,
          currency: "USD",
          status: "pending",
        }),
        expect.objectContaining({
          position: 2,
          name: "Build",
          amount_minor: 200_000,
          status: "pending",
          approve_by: null,
        }),
      ]);
    }

    const tooLong = await deliver(p.talent.token, p.engagementId, 1, { note: "x".repeat(1_001) });
    expect(tooLong.status).toBe(422);
    expectDocumented("post", DELIVER, 422, tooLong.body);
    expect((await deliver(p.talent.token, p.engagementId, 1, { done: true })).status).toBe(422);

    const delivered = await deliver(p.talent.token, p.engagementId, 1, { note: "Figma file shared." });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expectDocumented("post", DELIVER, 200, delivered.body);
    const milestone = milestoneAnswerSchema.parse(delivered.body).data;
    expect(milestone).toMatchObject({
      position: 1,
      status: "delivered",
      note: "Figma file shared.",
      approved_at: null,
    });
    expect(Date.parse(milestone.approve_by!) - Date.parse(milestone.delivered_at!)).toBe(7 * 86_400_000);
    const mail = await deliveredMail(db(), p.client.email, TIMESHEET_MAIL_KINDS.milestoneDelivered);
    expect(mail?.text).toContain("Design");
    expect(mail?.text).toContain("Figma file shared.");
    expect(mail?.text).toContain(`/recruiter/engagements/${p.engagementId}`);

    const twice = await deliver(p.talent.token, p.engagementId, 1);
    expect(twice.status).toBe(409);
    expectDocumented("post", DELIVER, 409, twice.body);
    const pending = await approve(p.client.token, p.engagementId, 2);
    expect(pending.status).toBe(409);
    expectDocumented("post", APPROVE, 409, pending.body);

    const approved = await approve(p.client.token, p.engagementId, 1);
    expect(approved.status).toBe(200);
    expectDocumented("post", APPROVE, 200, approved.body);
    expect(approved.body.data).toMatchObject({ status: "approved", auto_approved: false });
    expect((await approve(p.client.token, p.engagementId, 1)).status).toBe(409);
    expect((await deliver(p.talent.token, p.engagementId, 1)).status).toBe(409);
    const after = milestonesAnswerSchema.parse((await list("talent", p.talent.token, p.engagementId)).body).data;
    expect(after.map((m) => m.status)).toEqual(["approved", "pending"]);
  });

  it("takes one of two deliveries at once", async () => {
    const p = await project();
    const both = await Promise.all([
      deliver(p.talent.token, p.engagementId, 2),
      deliver(p.talent.token, p.engagementId, 2),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("reads a project not split into milestones as one milestone of its whole amount", async () => {
    const whole = await engaged(db(), projectTerms([], 450_000));
    const answer = await list("client", whole.client.token, whole.engagementId);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ position: 1, name: "The whole project", amount_minor: 450_000, status: "pending" }),
    ]);
    expect((await deliver(whole.talent.token, whole.engagementId, 1)).status).toBe(200);
    expect((await deliver(whole.talent.token, whole.engagementId, 2)).status).toBe(404);
  });

  it("refuses other engagements' milestones, positions past the list, hourly engagements and the wrong token", async () => {
    const p = await project();
    const other = await project();
    const hourly = await hourlyEngagement(db());

    const theirs = await deliver(other.talent.token, p.engagementId, 1);
    expect(theirs.status).toBe(404);
    expectDocumented("post", DELIVER, 404, theirs.body);
    const notTheirs = await approve(other.client.token, p.engagementId, 1);
    expect(notTheirs.status).toBe(404);
    expectDocumented("post", APPROVE, 404, notTheirs.body);
    expect((await list("client", other.client.token, p.engagementId)).status).toBe(404);
    expect((await list("talent", other.talent.token, p.engagementId)).status).toBe(404);
    for (const mid of [0, 3, "x", 99_999]) {
      expect((await deliver(p.talent.token, p.engagementId, mid)).status).toBe(404);
      expect((await approve(p.client.token, p.engagementId, mid)).status).toBe(404);
    }

    const onHourly = await list("talent", hourly.talent.token, hourly.engagementId);
    expect(onHourly.status).toBe(409);
    expectDocumented("get", LIST("talent"), 409, onHourly.body);
    expect(onHourly.body.message).toBe("Milestones belong to project engagements only.");
    expect((await deliver(hourly.talent.token, hourly.engagementId, 1)).status).toBe(409);

    // A talent cannot approve; a client cannot deliver.
    expect((await approve(p.talent.token, p.engagementId, 1)).status).toBe(401);
    expect((await deliver(p.client.token, p.engagementId, 1)).status).toBe(401);

    const suspended = await call(suspend, {
      token: manager,
      params: { kind: "talent", id: String(p.talent.user.id) },
      json: { reason: "Fake account" },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect((await deliver(p.talent.token, p.engagementId, 1)).status).toBe(401);
    expect((await list("talent", p.talent.token, p.engagementId)).status).toBe(401);
  });
});
