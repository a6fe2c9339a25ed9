import "server-only";

import type { ClientUser, Manager, User } from "@/lib/validation/accounts";

import type { clients, managers, talents } from "../db/schema";

type Person = Pick<typeof talents.$inferSelect, "id" | "uuid" | "firstName" | "lastName" | "email" | "emailVerifiedAt">;

const personJson = (row: Person) => ({
  id: row.id,
  uuid: row.uuid,
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  email_verified: row.emailVerifiedAt !== null,
});

export const talentJson = (row: Person): User => ({ ...personJson(row), type: "talent" });

export const clientJson = (row: typeof clients.$inferSelect): ClientUser => ({
  ...personJson(row),
  type: "client",
  company_name: row.companyName,
  company_size: row.companySize,
  phone: row.phone,
  website: row.website,
  hiring_for: row.hiringFor,
});

export const managerJson = (row: typeof managers.$inferSelect): Manager => ({ ...personJson(row), type: "manager" });
