import {
  acceptedInvitationSchema,
  sentInvitationSchema,
  talentInvitationSchema,
  type AcceptedInvitation,
  type SentInvitation,
  type TalentInvitation,
} from "@/lib/validation/invitations";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export type InviteInput = { talentId: number; jobId: number; message?: string };

/** POST /api/client/invitations. */
export async function sendInvitationRequest({ talentId, jobId, message }: InviteInput): Promise<SentInvitation> {
  const note = message?.trim() || undefined;
  const response = await api.post("/api/client/invitations", {
    talent_id: talentId,
    job_id: jobId,
    ...(note ? { message: note } : {}),
  });
  return one(sentInvitationSchema).parse(response.data).data;
}

/** GET /api/talent/invitations: newest first. */
export const listTalentInvitationsRequest = async (): Promise<TalentInvitation[]> =>
  list(talentInvitationSchema).parse((await api.get("/api/talent/invitations")).data).data;

/** POST /api/talent/invitations/{id}/accept: applies to the job in one step. */
export async function acceptInvitationRequest(id: number, coverNote?: string): Promise<AcceptedInvitation> {
  const note = coverNote?.trim() || undefined;
  const response = await api.post(`/api/talent/invitations/${id}/accept`, note ? { cover_note: note } : {});
  return one(acceptedInvitationSchema).parse(response.data).data;
}

/** POST /api/talent/invitations/{id}/decline. */
export const declineInvitationRequest = async (id: number): Promise<TalentInvitation> =>
  one(talentInvitationSchema).parse((await api.post(`/api/talent/invitations/${id}/decline`)).data).data;
