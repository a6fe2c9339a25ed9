import "server-only";
import { z } from "zod";
import type { Db } from "../db/types";
import { bearerToken, resolveToken } from "../auth/tokens";
import { notFound, unauthorized } from "../http/errors";
import { API_CONTENT_SECURITY_POLICY } from "../security/content-security-policy";
import { EXTENSIONS, type DetectedType } from "./file-types";
import { fileStorage } from "./storage";

const fileId = z.uuid();

/**
 * An uploaded file as a download. Avatars are public (an <img> cannot send headers); a résumé only
 * to its owner's talent token, and anyone else learns nothing (404). The name is generated, the type
 * is the one detected at upload, and nosniff + a sandboxing CSP keep browsers from running it.
 */
export async function serveFile(db: Db, request: Request, id: string): Promise<Response> {
  if (!fileId.safeParse(id).success) throw notFound("File not found.");
  const file = await fileStorage().get(db, id);
  if (!file) throw notFound("File not found.");

  const isPublic = file.purpose === "avatar";
  if (!isPublic) {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const talentId = await resolveToken(db, "talent", token);
    if (talentId === null) throw unauthorized();
    if (file.ownerKind !== "talent" || file.ownerId !== talentId) throw notFound("File not found.");
  }

  const extension = EXTENSIONS[file.contentType as DetectedType]?.[0] ?? "bin";
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
