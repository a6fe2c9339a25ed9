// How long the month close takes at scale: `npm run bench:month-close [-- --engagements 10000 --per-company 10]`.
// Seeds a fresh database (PGlite in a temporary directory, then a fresh `bench_close_*` database on
// BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres; `--databases pglite` for one) with
// companies, talents and engagements in bulk inserts, closes November 2026 and times it, then closes it again.
import "./load-env";

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

import { openPglite, openPostgres } from "@/lib/server/db/open";
import {
  insertApprovedMilestones,
  insertApprovedWeeks,
  insertCompanies,
  insertEngagements,
  insertTalents,
  type EngagementSpec,
} from "@/lib/server/db/seed/billing-fixtures";
import { seedReferenceData } from "@/lib/server/db/seed/reference-data";
import type { Db, DbHandle } from "@/lib/server/db/types";
import { closeMonth } from "@/lib/server/invoices/month-close";

const MONTH = "2026-11";
const JSON_PREFIX = "[bench:month-close:json] ";
const CLOSE_AT = new Date("2026-12-01T00:05:00Z");
const REVIEWED = new Date("2026-11-30T18:00:00Z");
const NOVEMBER_WEEKS = ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"];

/**
 * The mix: of every 10 engagements 6 hourly (4 approved weeks), 2 project (2 milestones, the first approved),
 * 2 full-time (one from mid-October: two months billed); every 50th hourly one ended by its client inside its trial;
 * each 4th company pays in EUR for half its engagements (two invoices).
 */
async function seed(db: Db, engagements: number, perCompany: number) {
  await seedReferenceData(db);
  const companies = await insertCompanies(db, Math.ceil(engagements / perCompany));
  const talents = await insertTalents(db, engagements);
  const specs: EngagementSpec[] = talents.map((talentId, i) => {
    const company = Math.floor(i / perCompany);
    const currency = company % 4 === 3 && i % 2 === 1 ? "EUR" : "USD";
    const base = { companyId: companies[company]!.companyId, talentId, currency };
    const kind = i % 10;
    if (kind < 6) {
      const trial = i % 50 === 0;
      return {
        ...base,
        contractType: "hourly",
        rateMinor: 4_000 + (i % 37) * 55,
        startDate: trial ? "2026-11-02" : "2026-09-01",
        trialDays: 14,
        ...(trial ? { endedOn: "2026-11-13", trialEndedEarly: true } : {}),
      };
    }
    if (kind < 8) {
      return {
        ...base,
        contractType: "project",
        rateMinor: 300_000,
        startDate: "2026-10-01",
        milestones: [
          { name: "Design", amount_minor: 100_000 },
          { name: "Build", amount_minor: 200_000 },
        ],
      };
    }
    return {
      ...base,
      contractType: "full_time",
      rateMinor: 600_000,
      startDate: kind === 8 ? "2026-10-16" : "2026-11-01",
    };
  });
  const ids = await insertEngagements(db, specs);
  await insertApprovedWeeks(
    db,
    ids.flatMap((engagementId, i) =>
      specs[i]!.contractType === "hourly"
        ? NOVEMBER_WEEKS.map((weekStart, w) => ({
            engagementId,
            weekStart,
            minutes: 600 + ((i + w) % 23) * 20,
            reviewedAt: REVIEWED,
          }))
        : [],
    ),
  );
  await insertApprovedMilestones(
    db,
    ids.flatMap((engagementId, i) =>
      specs[i]!.contractType === "project" ? [{ engagementId, position: 1, approvedAt: REVIEWED }] : [],
    ),
  );
  return { companies: companies.length };
}

async function measure(name: string, handle: DbHandle, engagements: number, perCompany: number) {
  const seeding = Date.now();
  const { companies } = await seed(handle.db, engagements, perCompany);
  const seededIn = (Date.now() - seeding) / 1000;
  const started = performance.now();
  const summary = await closeMonth(handle.db, MONTH, CLOSE_AT);
  const seconds = (performance.now() - started) / 1000;
  const lines = summary.issued.reduce((sum, invoice) => sum + invoice.lines, 0);
  const again = performance.now();
  const second = await closeMonth(handle.db, MONTH, CLOSE_AT);
  const againSeconds = (performance.now() - again) / 1000;
  console.log(
    `[bench:month-close] ${name}: ${engagements.toLocaleString("en-US")} engagements of ${companies.toLocaleString("en-US")} ` +
      `companies (seeded in ${seededIn.toFixed(1)} s): closed in ${seconds.toFixed(2)} s, ` +
      `${summary.issued.length.toLocaleString("en-US")} invoices, ${lines.toLocaleString("en-US")} lines ` +
      `(${((seconds * 1000) / summary.issued.length).toFixed(2)} ms per invoice); closed again in ${againSeconds.toFixed(2)} s ` +
      `(${second.issued.length} new, ${second.alreadyInvoiced.toLocaleString("en-US")} already invoiced)`,
  );
  return { name, engagements, companies, seconds, invoices: summary.issued.length, lines, againSeconds };
}

async function onPglite(engagements: number, perCompany: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-close-"));
  const handle = await openPglite(dir);
  try {
    return await measure("PGlite", handle, engagements, perCompany);
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(engagements: number, perCompany: number) {
  const adminUrl = process.env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_close_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openPostgres(url.toString(), 4, { bulk: true });
    try {
      return await measure("Postgres", handle, engagements, perCompany);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      engagements: { type: "string", default: "10000" },
      "per-company": { type: "string", default: "10" },
      databases: { type: "string", default: "pglite,postgres" },
      json: { type: "boolean", default: false },
    },
  });
  const engagements = Number(values.engagements);
  const perCompany = Number(values["per-company"]);
  if (!Number.isInteger(engagements) || engagements < 1 || !Number.isInteger(perCompany) || perCompany < 1) {
    throw new Error("--engagements and --per-company take whole numbers from 1.");
  }
  const databases = values.databases.split(",").map((one) => one.trim());
  const measured = [];
  if (databases.includes("pglite")) measured.push(await onPglite(engagements, perCompany));
  if (databases.includes("postgres")) measured.push(await onPostgres(engagements, perCompany));
  // `--json`: one line the bench's month-close suite reads (bench/lib/month-close.mjs).
  if (values.json) console.log(`${JSON_PREFIX}${JSON.stringify(measured)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
