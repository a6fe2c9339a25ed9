import { shortlistSchema, type Shortlist } from "@/lib/validation/shortlists";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

const one = z.object({ data: shortlistSchema });

/** GET /api/client/shortlists?talent_id=: the recruiter's lists, each saying whether the talent is on it. */
export const shortlistsForRequest = async (talentId: number): Promise<Shortlist[]> =>
  z
    .object({ data: z.array(shortlistSchema) })
    .parse((await api.get("/api/client/shortlists", { params: { talent_id: talentId } })).data).data;

/** POST /api/client/shortlists: a new, empty list (409 when the name is taken). */
export const createShortlistRequest = async (name: string): Promise<Shortlist> =>
  one.parse((await api.post("/api/client/shortlists", { name })).data).data;

/** PUT /api/client/shortlists/{id}/talent/{talentId}: save the talent to the list (idempotent). */
export const saveToShortlistRequest = async (shortlistId: number, talentId: number): Promise<Shortlist> =>
  one.parse((await api.put(`/api/client/shortlists/${shortlistId}/talent/${talentId}`)).data).data;

/** DELETE /api/client/shortlists/{id}/talent/{talentId}: take the talent off the list (idempotent). */
export async function removeFromShortlistRequest(shortlistId: number, talentId: number): Promise<void> {
  await api.delete(`/api/client/shortlists/${shortlistId}/talent/${talentId}`);
}
