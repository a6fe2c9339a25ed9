import { eq } from "drizzle-orm";
import { expect } from "vitest";

import { GET as slotsRoute } from "@/app/api/client/applications/[id]/interview-slots/route";
import { POST as proposeRoute } from "@/app/api/client/applications/[id]/interviews/route";
import { POST as apply } from "@/app/api/talent/applications/route";
import { companies, talentProfiles } from "@/lib/server/db/schema";
import type { Db } from "@/lib/server/db/types";
import { interviewSchema, interviewSlotsSchema } from "@/lib/validation/interviews";

import { registeredClient } from "./accounts";
import { call } from "./api-client";
import { companyIdOfClient, completeTalent, postedJob } from "./hiring";

const ids = (id: number) => ({ id: String(id) });

/**
 * A team working 09–17 in Berlin, its job, a complete talent's application (in `talentZone` when given) and an
 * interview the client proposed through the API on the first three open slots of `duration` minutes.
 */
export async function proposedInterview(
  db: Db,
  options: { duration?: 30 | 45 | 60; talentZone?: string; link?: string; note?: string } = {},
) {
  const duration = options.duration ?? 30;
  const client = await registeredClient();
  await db
    .update(companies)
    .set({ timezone: "Europe/Berlin", workStart: "09:00", workEnd: "17:00" })
    .where(eq(companies.id, await companyIdOfClient(db, client.user.id)));
  const job = await postedJob(client.token, { title: `Role ${Math.random().toString(36).slice(2, 8)}` });
  const talent = await completeTalent(db);
  if (options.talentZone)
    await db.update(talentProfiles).set({ timezone: options.talentZone }).where(eq(talentProfiles.talentId, talent.id));
  const applied = await call(apply, { token: talent.token, json: { job_slug: job.slug } });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const applicationId = applied.body.data.id as number;
  const slots = await call(slotsRoute, {
    token: client.token,
    params: ids(applicationId),
    path: `/api/client/applications/${applicationId}/interview-slots?duration=${duration}`,
  });
  const open = interviewSlotsSchema.parse(slots.body).data.map((slot) => slot.start);
  const answer = await call(proposeRoute, {
    token: client.token,
    params: ids(applicationId),
    json: {
      duration_minutes: duration,
      slots: open.slice(0, 3),
      link: options.link ?? "https://meet.example.com/abc",
      ...(options.note ? { note: options.note } : {}),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { client, talent, job, applicationId, open, interview: interviewSchema.parse(answer.body.data) };
}
