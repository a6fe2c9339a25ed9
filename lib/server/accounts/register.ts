import "server-only";

import type { ClientRegisterRequest, TalentRegisterRequest } from "@/lib/validation/accounts";

import { isCommonPassword } from "../auth/common-passwords";
import { hashPassword } from "../auth/passwords";
import { issueToken } from "../auth/tokens";
import { insertCompany } from "../companies/company-slug";
import { isUniqueViolation } from "../db/errors";
import { clients, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { validationFailed } from "../http/errors";
import { skipPastRecipientLimit } from "../mail/recipient-limits";
import { assignDefaultHandle } from "../profiles/handles";
import { sendVerificationMail } from "./email-verification";
import { clientJson, talentJson } from "./user-json";

export const EMAIL_TAKEN_MESSAGE = "The email has already been taken.";
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less common one.";

export async function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) throw validationFailed({ password: [COMMON_PASSWORD_MESSAGE] });
  return hashPassword(password);
}

/*
 * Enumeration: a sign-up form has to say when an email already holds an account of that kind (the user
 * must log in instead), so a duplicate answers 422 with errors.email, like any other field error. Beyond
 * that one message nothing differs: the password is hashed before the insert in both cases, so the
 * timing matches; the check is the database's unique index (no read before the write, no race); the
 * other kind's accounts are never consulted; and sign-ups are rate-limited per IP, which bounds probing.
 */
async function insertOrEmailTaken<T>(constraint: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw validationFailed({ email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}

export async function registerTalent(db: Db, input: TalentRegisterRequest) {
  const passwordHash = await hashNewPassword(input.password);
  return insertOrEmailTaken("talents_email_lower_unique", () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(talents)
        .values({ firstName: input.first_name, lastName: input.last_name, email: input.email, passwordHash })
        .returning();
      if (!row) throw new Error("insert returned no row");
      // Every talent has a profile row from the start, so updates can lock it.
      await tx.insert(talentProfiles).values({ talentId: row.id });
      await assignDefaultHandle(tx, row.id, row.firstName, row.lastName);
      await skipPastRecipientLimit(() => sendVerificationMail(tx, "talent", row));
      const token = await issueToken(tx, "talent", row.id);
      return { user: talentJson(row), token };
    }),
  );
}

export async function registerClient(db: Db, input: ClientRegisterRequest) {
  const passwordHash = await hashNewPassword(input.password);
  return insertOrEmailTaken("clients_email_lower_unique", () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash,
          companyName: input.company_name,
          companySize: input.company_size ?? null,
          phone: input.phone ?? null,
          website: input.website ?? null,
          hiringFor: input.hiring_for ?? null,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      // Every client has a company from the start, named from the sign-up form; its jobs carry it.
      await insertCompany(tx, { clientId: row.id, name: row.companyName, website: row.website, size: row.companySize });
      await skipPastRecipientLimit(() => sendVerificationMail(tx, "client", row));
      const token = await issueToken(tx, "client", row.id);
      return { user: clientJson(row), token };
    }),
  );
}
