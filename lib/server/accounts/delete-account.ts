import "server-only";

import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";

import type { MemberKind } from "@/lib/accounts/kinds";
import { ACTIVE_STAGES } from "@/lib/applications/stages";
import { accountDeleteRequestSchema, type AccountDeleteRequest } from "@/lib/validation/account-delete";

import { verifyPassword } from "../auth/passwords";
import { revokeAllTokens } from "../auth/tokens";
import {
  accountTokens,
  applicationEvents,
  applications,
  clients,
  companies,
  jobs,
  savedJobs,
  storedFiles,
  talentExperiences,
  talentProfiles,
  talents,
  talentVetting,
  vettingEvents,
  vettingNotes,
} from "../db/schema";
import type { Db } from "../db/types";
import { revalidateHirePages } from "../hire-pages/revalidate";
import type { AuthedHandlerArgs } from "../http/api-handler";
import { readBody } from "../http/body";
import { unauthorized, validationFailed } from "../http/errors";
import { noContent } from "../http/respond";
import { consume, limits } from "../rate-limit/limits";
import { personTable } from "./account-tables";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "./password-change";

export const EMAIL_MISMATCH_MESSAGE = "Type your account's email exactly to confirm.";

/** The owner proves it: the current password, or (an account made with Google has none) the account's email typed out. */
async function assertOwner(db: Db, kind: MemberKind, accountId: number, input: AccountDeleteRequest): Promise<void> {
  const table = personTable(kind);
  const [row] = await db
    .select({ email: table.email, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, accountId))
    .limit(1);
  if (!row) throw unauthorized();
  if (row.passwordHash) {
    if (!input.current_password || !(await verifyPassword(row.passwordHash, input.current_password))) {
      throw validationFailed({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    }
    return;
  }
  if (input.confirm_email?.trim().toLowerCase() !== row.email.toLowerCase())
    throw validationFailed({ confirm_email: [EMAIL_MISMATCH_MESSAGE] });
}

/**
 * A talent leaves: profile, experience, files, saved jobs and vetting go; their applications stay in the
 * companies' pipelines, anonymised (no cover note or résumé, the name "Deleted talent"), the active ones
 * withdrawn. The account row stays only as that anonymous tombstone: no email of theirs, no password.
 */
async function deleteTalent(tx: Db, talentId: number): Promise<void> {
  const active = await tx
    .select({ id: applications.id, stage: applications.stage })
    .from(applications)
    .where(and(eq(applications.talentId, talentId), inArray(applications.stage, [...ACTIVE_STAGES])))
    .for("update");
  if (active.length > 0) {
    await tx
      .update(applications)
      .set({ stage: "withdrawn", updatedAt: sql`now()` })
      .where(
        inArray(
          applications.id,
          active.map(({ id }) => id),
        ),
      );
    await tx.insert(applicationEvents).values(
      active.map(({ id, stage }) => ({
        applicationId: id,
        fromStage: stage,
        toStage: "withdrawn" as const,
        actorKind: "talent" as const,
        actorId: talentId,
      })),
    );
  }
  await tx.update(applications).set({ coverNote: null, resumeFileId: null }).where(eq(applications.talentId, talentId));
  await tx.delete(savedJobs).where(eq(savedJobs.talentId, talentId));
  await tx.delete(talentExperiences).where(eq(talentExperiences.talentId, talentId));
  await tx.delete(talentProfiles).where(eq(talentProfiles.talentId, talentId));
  await tx.delete(vettingNotes).where(eq(vettingNotes.talentId, talentId));
  await tx.delete(vettingEvents).where(eq(vettingEvents.talentId, talentId));
  await tx.delete(talentVetting).where(eq(talentVetting.talentId, talentId));
  await tx.delete(storedFiles).where(and(eq(storedFiles.ownerKind, "talent"), eq(storedFiles.ownerId, talentId)));
  await tx
    .update(talents)
    .set({
      firstName: "Deleted",
      lastName: "talent",
      email: `deleted-${crypto.randomUUID()}@deleted.invalid`,
      passwordHash: null,
      emailVerifiedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(talents.id, talentId));
}

/**
 * A recruiter leaves: the company's drafts go and its other jobs close (keeping their title and company name
 * for the talent who applied), the company and its logo go, then the account itself (its private notes with it).
 */
async function deleteClient(tx: Db, clientId: number): Promise<void> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.clientId, clientId))
    .limit(1);
  if (company) {
    // Drafts were never seen by anyone: they go. Published jobs close and stay for the talent who applied.
    await tx.delete(jobs).where(and(eq(jobs.companyId, company.id), eq(jobs.status, "draft")));
    await tx
      .update(jobs)
      .set({ status: "closed", companyId: null, companyLogoUrl: null, updatedAt: sql`now()` })
      .where(eq(jobs.companyId, company.id));
    await tx.delete(companies).where(eq(companies.id, company.id));
  }
  await tx.delete(storedFiles).where(and(eq(storedFiles.ownerKind, "client"), eq(storedFiles.ownerId, clientId)));
  await tx.delete(clients).where(eq(clients.id, clientId));
}

/** Deletes the signed-in account after the owner proved it; every session ends and no mailed link opens anything. */
export async function deleteAccount(
  db: Db,
  kind: MemberKind,
  accountId: number,
  input: AccountDeleteRequest,
): Promise<void> {
  await assertOwner(db, kind, accountId, input);
  await db.transaction(async (tx) => {
    await revokeAllTokens(tx, kind, accountId);
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.accountKind, kind), eq(accountTokens.accountId, accountId)));
    if (kind === "talent") await deleteTalent(tx, accountId);
    else await deleteClient(tx, accountId);
  });
  if (kind === "talent") revalidateHirePages();
}

/** The body of POST /api/talent/account/delete and /api/client/account/delete: rate-limited with password changes, since both check the password. */
export async function handleDeleteAccount({ request, db, account }: AuthedHandlerArgs, kind: MemberKind) {
  await consume(
    db,
    limits().passwordChangePerAccount,
    `${kind}:${account.id}`,
    "Too many attempts. Please try again later.",
  );
  await deleteAccount(db, kind, account.id, accountDeleteRequestSchema.parse(await readBody(request)));
  return noContent();
}
