import "server-only";

import { eq, sql } from "drizzle-orm";

import { companyUpdateSchema, type CompanyUpdate } from "@/lib/validation/company";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@/lib/validation/profile";

import { companies, jobs } from "../db/schema";
import type { Db } from "../db/types";
import { fileUrl } from "../files/file-url";
import { fileStorage } from "../files/storage";
import { checkUpload, isEmptyFileField, type CheckedUpload } from "../files/upload-policy";
import type { RequestBody } from "../http/body";
import { validationFailed } from "../http/errors";
import { companyJson, type CompanyRow } from "./company-json";

const LOGO_POLICY = {
  field: "logo",
  label: "logo",
  maxBytes: AVATAR_MAX_BYTES,
  types: AVATAR_TYPES,
  typeMessage: "The logo must be a PNG, JPEG or WebP image.",
};

async function readLogo(body: RequestBody, removing: boolean): Promise<CheckedUpload | undefined> {
  const value = body.logo;
  if (value === undefined || value === "" || isEmptyFileField(value)) return undefined;
  if (!(value instanceof File)) throw validationFailed({ logo: ["The logo must be a file."] });
  if (removing) throw validationFailed({ remove_logo: ["Send a new logo or remove_logo, not both."] });
  return checkUpload(value, LOGO_POLICY);
}

/** Team hours are read in the team's time zone, so hours without a zone would mean nothing. */
function assertHoursHaveZone(current: CompanyRow, fields: CompanyUpdate) {
  const timezone = fields.timezone === undefined ? current.timezone : fields.timezone;
  const workStart = fields.work_start === undefined ? current.workStart : fields.work_start;
  if (workStart && !timezone)
    throw validationFailed({ timezone: ["Choose your team's time zone to set its working hours."] });
}

/**
 * Updates the client's company; a new or removed logo is written in the same transaction, which locks the
 * company row, so concurrent updates never leave an orphaned file. The company's jobs carry its name and logo.
 */
export async function updateCompany(db: Db, clientId: number, body: RequestBody) {
  const {
    remove_logo: removeLogo,
    work_start: workStart,
    work_end: workEnd,
    ...fields
  } = companyUpdateSchema.parse(body);
  const logo = await readLogo(body, removeLogo === true);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.clientId, clientId)).for("update");
    if (!current) throw validationFailed({ company: ["Company not found."] });
    assertHoursHaveZone(current, { ...fields, work_start: workStart });
    const logoFileId = logo
      ? await fileStorage().put(tx, { ownerKind: "client", ownerId: clientId, purpose: "logo", ...logo })
      : removeLogo
        ? null
        : current.logoFileId;
    const [row] = await tx
      .update(companies)
      .set({ ...fields, workStart, workEnd, name: fields.name ?? current.name, logoFileId, updatedAt: sql`now()` })
      .where(eq(companies.id, current.id))
      .returning();
    if (current.logoFileId && current.logoFileId !== logoFileId) await fileStorage().remove(tx, [current.logoFileId]);
    if (row!.name !== current.name || logoFileId !== current.logoFileId) {
      // The same text as jobSearchText() builds, so a search finds the jobs under the new name.
      const searchText = sql`concat_ws(' ', ${jobs.title}, ${row!.name}::text, array_to_string(${jobs.skills}, ' '), ${jobs.location}, ${jobs.description})`;
      await tx
        .update(jobs)
        .set({ companyName: row!.name, companyLogoUrl: fileUrl(logoFileId), searchText })
        .where(eq(jobs.companyId, current.id));
    }
    return companyJson(row!);
  });
}
