import { talentVettingResponseSchema, type TalentVetting } from "@/lib/validation/talent-vetting";

import { api } from "./client";

/** GET /api/talent/vetting: where the talent's vetting stands. */
export const getTalentVettingRequest = async (): Promise<TalentVetting> =>
  talentVettingResponseSchema.parse((await api.get("/api/talent/vetting")).data).data;

/** POST /api/talent/vetting: submit the profile; answers the new state. */
export const submitForVettingRequest = async (): Promise<TalentVetting> =>
  talentVettingResponseSchema.parse((await api.post("/api/talent/vetting")).data).data;
