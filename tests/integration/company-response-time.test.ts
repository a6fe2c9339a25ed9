import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { getPublicCompany } from "@/lib/server/companies/public-company";
import { medianResponseHours } from "@/lib/server/companies/response-time";
import { applicationEvents, applications, companies, messages, talents } from "@/lib/server/db/schema";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db } from "@/lib/server/db/types";

import { registeredClient, uniqueEmail } from "../support/accounts";
import { postedJob } from "../support/hiring";
import { describeOnEachDatabase } from "../support/test-db";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Answer = { moveAfterHours?: number; messageAfterHours?: number };

/** An application to `jobId` created `ageDays` ago, answered by the company as told (not at all when empty). */
async function applicationAnswered(db: Db, jobId: number, clientId: number, ageDays: number, answer: Answer) {
  const createdAt = new Date(Date.now() - ageDays * DAY);
  const after = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
  const [talent] = await db
    .insert(talents)
    .values({ firstName: "T", lastName: "R", email: uniqueEmail("t") })
    .returning({ id: talents.id });
  const [row] = await db
    .insert(applications)
    .values({ talentId: talent!.id, jobId, createdAt })
    .returning({ id: applications.id });
  const applicationId = row!.id;
  const events: (typeof applicationEvents.$inferInsert)[] = [
    { applicationId, fromStage: null, toStage: "applied", actorKind: "talent", actorId: talent!.id, at: createdAt },
  ];
  if (answer.moveAfterHours !== undefined)
    events.push({
      applicationId,
      fromStage: "applied",
      toStage: "screening",
      actorKind: "client",
      actorId: clientId,
      at: after(answer.moveAfterHours),
    });
  await db.insert(applicationEvents).values(events);
  // The talent's own message never counts as the company's answer.
  await db
    .insert(messages)
    .values({ applicationId, authorKind: "talent", authorId: talent!.id, body: "Hello", createdAt: after(0.5) });
  if (answer.messageAfterHours !== undefined)
    await db.insert(messages).values({
      applicationId,
      authorKind: "client",
      authorId: clientId,
      body: "Thanks for applying",
      createdAt: after(answer.messageAfterHours),
    });
}

async function companyWithJob() {
  const client = await registeredClient();
  const job = await postedJob(client.token);
  return { client, jobId: job.id };
}

describeOnEachDatabase("a company's response time", ({ db }) => {
  beforeAll(async () => {
    await seedReferenceData(db());
  });

  it("is the median hours to the first move or message, over 90 days, shown from 3 answered applications", async () => {
    const { client, jobId } = await companyWithJob();
    const [company] = await db().select().from(companies).where(eq(companies.clientId, client.user.id));
    const answer = (ageDays: number, a: Answer) => applicationAnswered(db(), jobId, client.user.id, ageDays, a);

    await answer(3, { moveAfterHours: 2, messageAfterHours: 5 }); // 2 hours: the move came first
    await answer(4, { messageAfterHours: 10 }); // 10 hours: a message alone
    await answer(100, { moveAfterHours: 1 }); // older than 90 days: left out
    await answer(5, {}); // never answered: left out
    expect(await medianResponseHours(db(), company!.id)).toBeNull(); // 2 answered: not enough to show

    await answer(6, { moveAfterHours: 30, messageAfterHours: 20 }); // 20 hours: the message came first
    expect(await medianResponseHours(db(), company!.id)).toBeCloseTo(10, 5);
    expect((await getPublicCompany(db(), company!.slug))?.responseHours).toBeCloseTo(10, 5);
  });

  it("counts only the company's own applications", async () => {
    const quick = await companyWithJob();
    const other = await companyWithJob();
    for (const age of [1, 2, 3])
      await applicationAnswered(db(), other.jobId, other.client.user.id, age, { messageAfterHours: 1 });
    const [company] = await db().select().from(companies).where(eq(companies.clientId, quick.client.user.id));
    expect(await medianResponseHours(db(), company!.id)).toBeNull();
    expect((await getPublicCompany(db(), company!.slug))?.responseHours).toBeNull();
  });
});
