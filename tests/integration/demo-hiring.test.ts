import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { POST as clientLogin } from "@/app/api/client/login/route";
import { APPLICATION_STAGES } from "@/lib/applications/stages";
import { seedDemoData } from "@/lib/server/db/seed";
import { demoCompanyEmail } from "@/lib/server/db/seed/demo-companies";
import { DEMO_JOBS } from "@/lib/server/db/seed/demo-jobs";
import type { Db } from "@/lib/server/db/types";

import { call } from "../support/api-client";
import { describeOnEachDatabase } from "../support/test-db";

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const snapshot = async (db: Db) => ({
  clients: await rows(db, sql`select id, email, password_hash from clients order by id`),
  companies: await rows(db, sql`select id, client_id, name, slug from companies order by id`),
  jobs: await rows(db, sql`select id, company_id, status from jobs order by id`),
  applications: await rows(db, sql`select id, talent_id, job_id, stage from applications order by id`),
  events: await rows(db, sql`select id, application_id, from_stage, to_stage from application_events order by id`),
});

describeOnEachDatabase("demo companies and applications", ({ db }) => {
  beforeAll(async () => {
    await seedDemoData(db());
  });

  it("gives every demo job a company of its own name, owned by a client that cannot sign in", async () => {
    const [orphans] = await rows(db(), sql`select count(*)::int as n from jobs where company_id is null`);
    expect(orphans!.n).toBe(0);
    const mismatched = await rows(
      db(),
      sql`select j.slug from jobs j join companies c on c.id = j.company_id where c.name <> j.company_name`,
    );
    expect(mismatched).toEqual([]);
    const [companies] = await rows(db(), sql`select count(*)::int as n from companies`);
    expect(companies!.n).toBe(new Set(DEMO_JOBS.map((job) => job.company)).size);
    const [withPassword] = await rows(
      db(),
      sql`select count(*)::int as n from clients where password_hash is not null`,
    );
    expect(withPassword!.n).toBe(0);
    const login = await call(clientLogin, {
      form: { email: demoCompanyEmail(DEMO_JOBS[0]!.company), password: "anything-at-all-1" },
    });
    expect(login.status).toBe(401);
  });

  it("has applications at every stage, each with a history that ends in its stage", async () => {
    const stages = await rows(db(), sql`select stage, count(*)::int as n from applications group by stage`);
    expect(stages.map((row) => row.stage).sort()).toEqual([...APPLICATION_STAGES].sort());
    const broken = await rows(
      db(),
      sql`
      select a.id from applications a
      where a.stage <> (select e.to_stage from application_events e where e.application_id = a.id order by e.id desc limit 1)
         or not exists (select 1 from application_events e where e.application_id = a.id and e.from_stage is null and e.to_stage = 'applied')`,
    );
    expect(broken).toEqual([]);
  });

  it("changes nothing when seeded again", async () => {
    const before = await snapshot(db());
    await seedDemoData(db());
    expect(await snapshot(db())).toEqual(before);
  });
});
