import "server-only";

import crypto from "node:crypto";

import { isUniqueViolation } from "../db/errors";
import { companies } from "../db/schema";
import type { Db } from "../db/types";

const SLUG_INDEX = "companies_slug_lower_unique";

export function companySlugBase(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/g, "");
  return base || "company";
}

type NewCompany = Omit<typeof companies.$inferInsert, "slug" | "id">;

/**
 * Inserts a company under the first free slug its name suggests: the name, then with the client's id, then with
 * random hex. The unique index decides races; each attempt runs in a savepoint so a refusal rolls back alone.
 */
export async function insertCompany(tx: Db, company: NewCompany) {
  const base = companySlugBase(company.name);
  const candidates = [base, `${base}-${company.clientId}`, `${base}-${crypto.randomBytes(4).toString("hex")}`];
  for (const slug of candidates) {
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(companies)
          .values({ ...company, slug })
          .returning(),
      );
      if (row) return row;
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_INDEX)) throw error;
    }
  }
  throw new Error(`no free slug for company ${company.name}`);
}
