import "server-only";

import { AVATAR_MAX_BYTES, AVATAR_TYPES, RESUME_MAX_BYTES, RESUME_TYPES } from "@/lib/validation/profile";

import type { Db } from "../db/types";
import { fileStorage } from "../files/storage";
import { checkUpload, isEmptyFileField, type CheckedUpload, type UploadPolicy } from "../files/upload-policy";
import type { RequestBody } from "../http/body";
import { validationFailed } from "../http/errors";

export const FILE_POLICIES = {
  avatar: {
    field: "avatar",
    label: "avatar",
    maxBytes: AVATAR_MAX_BYTES,
    types: AVATAR_TYPES,
    typeMessage: "The avatar must be a PNG, JPEG or WebP image.",
  },
  resume: {
    field: "resume",
    label: "resume",
    maxBytes: RESUME_MAX_BYTES,
    types: RESUME_TYPES,
    typeMessage: "The resume must be a PDF document.",
  },
} as const satisfies Record<string, UploadPolicy>;

type Slot = keyof typeof FILE_POLICIES;
const SLOTS: readonly Slot[] = ["avatar", "resume"];

export type Uploads = Partial<Record<Slot, CheckedUpload>>;
export type Removals = { remove_avatar?: boolean; remove_resume?: boolean };

/** The checked files of the form; refuses a new file and its removal in the same request. */
export async function readUploads(body: RequestBody, removals: Removals): Promise<Uploads> {
  const uploads: Uploads = {};
  for (const slot of SLOTS) {
    const value = body[slot];
    if (value === undefined || value === "" || isEmptyFileField(value)) continue;
    if (!(value instanceof File)) throw validationFailed({ [slot]: [`The ${slot} must be a file.`] });
    if (removals[`remove_${slot}`]) {
      throw validationFailed({ [`remove_${slot}`]: [`Send a new ${slot} or remove_${slot}, not both.`] });
    }
    uploads[slot] = await checkUpload(value, FILE_POLICIES[slot]);
  }
  return uploads;
}

type CurrentFiles = { avatar: string | null; resume: string | null };
const COLUMN = { avatar: "avatarFileId", resume: "resumeFileId" } as const;

/**
 * Stores new files and works out which stored files the profile stops pointing at. The caller writes
 * `columns` into the profile and then deletes `superseded`, in the same transaction: no orphaned file.
 */
export async function stageFileChanges(
  tx: Db,
  talentId: number,
  current: CurrentFiles,
  uploads: Uploads,
  removals: Removals,
) {
  const columns: { avatarFileId?: string | null; resumeFileId?: string | null } = {};
  const superseded: string[] = [];
  for (const slot of SLOTS) {
    const upload = uploads[slot];
    if (!upload && !removals[`remove_${slot}`]) continue;
    columns[COLUMN[slot]] = upload
      ? await fileStorage().put(tx, { ownerKind: "talent", ownerId: talentId, purpose: slot, ...upload })
      : null;
    const previous = current[slot];
    if (previous) superseded.push(previous);
  }
  return { columns, superseded };
}
