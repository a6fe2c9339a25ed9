import { serveFile } from "@/lib/server/files/serve";
import { apiRoute, methodNotAllowed } from "@/lib/server/http/api-handler";

// No API key: avatars are shown by <img> tags, which cannot send one. Résumés need the owner's token.
export const GET = apiRoute<{ id: string }>(async ({ request, db, params }) => serveFile(db, request, params.id), {
  apiKey: false,
});
const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
