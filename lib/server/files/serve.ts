import "server-only";

import { and, eq, or, sql } from "drizzle-orm";
import { z } from "zod";

import { canDownloadResume, effectiveVisibility, type ProfileViewer } from "@/lib/profiles/visibility";

import { applications, companies, jobs, talentProfiles, talents } from "../db/schema";
import type { Db } from "../db/types";
import { notFound, unauthorized } from "../http/errors";
import { viewerFromRequest } from "../profiles/viewer";
import { API_CONTENT_SECURITY_POLICY } from "../security/content-security-policy";
import { EXTENSIONS } from "./file-types";
import { fileStorage, type StoredFile } from "./storage";

const fileId = z.uuid();

// Uploads are only the detected types; the seed's demo avatars are our own SVG portraits, which
// nosniff and the sandboxing policy below keep inert even when opened directly.
const SERVED_EXTENSIONS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(EXTENSIONS).map(([type, extensions]) => [type, extensions[0]])),
  "image/svg+xml": "svg",
};

// Logos and avatars are shown in <img> tags, which cannot send a token.
const PUBLIC_PURPOSES = new Set(["avatar", "logo"]);

/**
 * A client whose company received an application from the file's owner may read the résumé that went with
 * it: the one attached to the application, or the profile's own when none was, even on a hidden profile.
 */
async function sentToViewersCompany(db: Db, file: StoredFile, viewer: NonNullable<ProfileViewer>): Promise<boolean> {
  if (viewer.kind !== "client") return false;
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(talentProfiles, eq(talentProfiles.talentId, applications.talentId))
    .where(
      and(
        eq(companies.clientId, viewer.id),
        eq(applications.talentId, file.ownerId),
        or(
          eq(applications.resumeFileId, file.id),
          and(sql`${applications.resumeFileId} is null`, eq(talentProfiles.resumeFileId, file.id)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function mayDownloadResume(db: Db, file: StoredFile, viewer: NonNullable<ProfileViewer>): Promise<boolean> {
  if (file.ownerKind !== "talent") return false;
  if (await sentToViewersCompany(db, file, viewer)) return true;
  // A résumé sent with one application goes only to its owner and that job's company.
  if (file.purpose === "application_resume") return viewer.kind === "talent" && viewer.id === file.ownerId;
  const [owner] = await db
    .select({ visibility: talentProfiles.visibility, suspendedAt: talents.suspendedAt })
    .from(talentProfiles)
    .innerJoin(talents, eq(talents.id, talentProfiles.talentId))
    .where(eq(talentProfiles.talentId, file.ownerId))
    .limit(1);
  if (!owner) return false;
  return canDownloadResume(effectiveVisibility(owner.visibility, owner.suspendedAt !== null), viewer, file.ownerId);
}

/**
 * An uploaded file as a download. Avatars and logos are public (an <img> cannot send headers); a résumé only
 * to its owner's talent token, a manager's or verified client's token while the profile is neither hidden nor its
 * owner suspended, or the token of a client whose company it was sent to with an application;
 * anyone else learns nothing (404). The name is generated, the type
 * is the one detected at upload, and nosniff + a sandboxing CSP keep browsers from running it.
 */
export async function serveFile(db: Db, request: Request, id: string): Promise<Response> {
  if (!fileId.safeParse(id).success) throw notFound("File not found.");
  const file = await fileStorage().get(db, id);
  if (!file) throw notFound("File not found.");

  const isPublic = PUBLIC_PURPOSES.has(file.purpose);
  if (!isPublic) {
    const viewer = await viewerFromRequest(db, request);
    if (!viewer) throw unauthorized();
    if (!(await mayDownloadResume(db, file, viewer))) throw notFound("File not found.");
  }

  const extension = SERVED_EXTENSIONS[file.contentType] ?? "bin";
  const name = `${file.purpose}-${file.id.slice(0, 8)}.${extension}`;
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": `${isPublic ? "inline" : "attachment"}; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
      "Cache-Control": isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
    },
  });
}
