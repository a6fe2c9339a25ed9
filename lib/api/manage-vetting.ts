import {
  vettingDetailSchema,
  vettingNoteSchema,
  type VettingDetail,
  type VettingMoveRequest,
  type VettingNote,
} from "@/lib/validation/manage-vetting";
import { z } from "@/lib/validation/zod";

import { api } from "./client";

/** POST /api/manage/talent/{id}/vetting: one move; 409 when the talent has left `from_stage` meanwhile. */
export async function moveVettingRequest(talentId: number, move: VettingMoveRequest): Promise<VettingDetail> {
  const response = await api.post(`/api/manage/talent/${talentId}/vetting`, move);
  return z.object({ data: vettingDetailSchema }).parse(response.data).data;
}

/** POST /api/manage/talent/{id}/vetting/notes: a private note (201). */
export async function addVettingNoteRequest(talentId: number, body: string): Promise<VettingNote> {
  const response = await api.post(`/api/manage/talent/${talentId}/vetting/notes`, { body });
  return z.object({ data: vettingNoteSchema }).parse(response.data).data;
}
