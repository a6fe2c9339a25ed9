import "server-only";

import { and, inArray, isNull, sql } from "drizzle-orm";

import { companySlugBase, insertCompany } from "../../companies/company-slug";
import { clients, companies, jobs } from "../schema";
import type { Db } from "../types";
import { DEMO_JOBS } from "./demo-jobs";
import { demoJobSlug } from "./jobs";

const ABOUT = "A demo company: its jobs show how the board looks. Nobody can sign in to it.";

export const demoCompanyEmail = (name: string) => `${companySlugBase(name)}@demo-company.example.com`;

/**
 * The demo jobs' companies (grouped by the job's company name) as client accounts without a password, so no
 * one can sign in to them, each owning its demo jobs. Idempotent: existing rows are kept, only missing links made.
 */
export async function seedDemoCompanies(db: Db): Promise<Map<string, { companyId: number; clientId: number }>> {
  const names = [...new Set(DEMO_JOBS.map((job) => job.company))];
  const emails = names.map(demoCompanyEmail);
  await db
    .insert(clients)
    .values(
      names.map((name) => ({
        firstName: "Demo",
        lastName: "Recruiter",
        email: demoCompanyEmail(name),
        passwordHash: null,
        companyName: name,
      })),
    )
    .onConflictDoNothing();
  const accounts = await db
    .select({ id: clients.id, email: clients.email, companyName: clients.companyName })
    .from(clients)
    .where(inArray(clients.email, emails));
  const existing = await db
    .select({ id: companies.id, clientId: companies.clientId })
    .from(companies)
    .where(
      inArray(
        companies.clientId,
        accounts.map((a) => a.id),
      ),
    );
  const companyOf = new Map(existing.map((row) => [row.clientId, row.id]));
  for (const account of accounts.filter((a) => !companyOf.has(a.id))) {
    const row = await db.transaction((tx) =>
      insertCompany(tx, {
        clientId: account.id,
        name: account.companyName,
        about: ABOUT,
        timezone: "UTC",
        jobsApprovedAt: new Date(),
      }),
    );
    companyOf.set(account.id, row.id);
  }
  // Demo companies count as approved, so their jobs (and any published later) stay on the board without review.
  await db
    .update(companies)
    .set({ jobsApprovedAt: new Date() })
    .where(
      and(
        inArray(
          companies.clientId,
          accounts.map((a) => a.id),
        ),
        isNull(companies.jobsApprovedAt),
      ),
    );

  const byName = new Map(accounts.map((a) => [a.companyName, { companyId: companyOf.get(a.id)!, clientId: a.id }]));
  const links = DEMO_JOBS.map((job) => sql`(${demoJobSlug(job)}, ${byName.get(job.company)!.companyId}::int)`);
  // One statement, so the job triggers run once.
  await db.execute(sql`
    update ${jobs} set company_id = v.company_id
    from (values ${sql.join(links, sql`, `)}) as v(slug, company_id)
    where ${jobs.slug} = v.slug and ${jobs.companyId} is null`);
  return byName;
}
