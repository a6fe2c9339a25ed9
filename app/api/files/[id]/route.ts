import { serveFile } from "@/lib/server/files/serve";
import { apiRoute } from "@/lib/server/http/api-handler";

// GET /api/files/[id] – an uploaded file: an avatar (public) or a résumé (its owner, or a client or manager while visible)
// No API key: avatars are shown by <img> tags, which cannot send one. Résumés need the owner's token.
export const GET = apiRoute<{ id: string }>(async ({ request, db, params }) => serveFile(db, request, params.id), {
  apiKey: false,
});
