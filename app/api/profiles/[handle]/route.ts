import { apiRoute } from "@/lib/server/http/api-handler";
import { notFound } from "@/lib/server/http/errors";
import { ok } from "@/lib/server/http/respond";
import { profileForViewer } from "@/lib/server/profiles/public-profile";
import { viewerFromRequest } from "@/lib/server/profiles/viewer";

// GET /api/profiles/[handle] – a talent's profile as the caller (signed out, or any bearer token) may see it
export const GET = apiRoute<{ handle: string }>(async ({ request, db, params }) => {
  const profile = await profileForViewer(db, params.handle, await viewerFromRequest(db, request));
  if (!profile) throw notFound("Profile not found.");
  return ok(profile);
});
