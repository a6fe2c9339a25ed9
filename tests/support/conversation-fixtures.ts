import { expect } from "vitest";

import { POST as clientRead } from "@/app/api/client/applications/[id]/messages/read/route";
import { POST as clientSend } from "@/app/api/client/applications/[id]/messages/route";
import { POST as talentRead } from "@/app/api/talent/applications/[id]/messages/read/route";
import { POST as talentSend } from "@/app/api/talent/applications/[id]/messages/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import type { Db } from "@/lib/server/db/types";

import { registeredClient } from "./accounts";
import { call } from "./api-client";
import { completeTalent, postedJob } from "./hiring";

export type Side = "talent" | "client";

/** A client's job (company "Acme") and a complete talent's (Ada Applicant) application to it: one conversation. */
export async function conversationSetting(db: Db) {
  const client = await registeredClient();
  const job = await postedJob(client.token, { title: `Role ${Math.random().toString(36).slice(2, 8)}` });
  const talent = await completeTalent(db);
  const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  return { client, job, talent, applicationId: applied.body.data.id as number };
}

/** Sends a message through the API; answers its id. */
export async function sendAs(side: Side, token: string, applicationId: number, body: string): Promise<number> {
  const answer = await call(side === "talent" ? talentSend : clientSend, {
    token,
    params: { id: String(applicationId) },
    json: { body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
}

/** Marks the conversation read up to `upTo` through the API. */
export async function readAs(side: Side, token: string, applicationId: number, upTo: number) {
  const answer = await call(side === "talent" ? talentRead : clientRead, {
    token,
    params: { id: String(applicationId) },
    json: { up_to: upTo },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
