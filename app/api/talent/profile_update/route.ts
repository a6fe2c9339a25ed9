import { PROFILE_UPDATE_MAX_BYTES, updateTalentProfile } from "@/lib/server/accounts/profile-update";
import { authedRoute } from "@/lib/server/http/api-handler";
import { readBody } from "@/lib/server/http/body";
import { ok } from "@/lib/server/http/respond";
import { clientIp } from "@/lib/server/rate-limit/client-ip";
import { consume, limits } from "@/lib/server/rate-limit/limits";

// POST /api/talent/profile_update – update the talent's profile (partial; multipart for the avatar and résumé)
export const POST = authedRoute("talent", async ({ request, db, account }) => {
  await consume(db, limits().profileUpdatesPerIp, clientIp(request), "Too many profile updates from this address.");
  const body = await readBody(request, { maxBytes: PROFILE_UPDATE_MAX_BYTES });
  return ok(await updateTalentProfile(db, account.id, body));
});
