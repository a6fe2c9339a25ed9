import { VETTING_STAGES } from "@/lib/vetting/stages";

import { z } from "./zod";

const stage = z.enum(VETTING_STAGES);

/** A step of the current attempt, oldest first. */
export const vettingHistoryEntrySchema = z.object({ stage, at: z.iso.datetime({ offset: true }) });

/** Something that keeps the talent from submitting: a profile field to fill, or `email` to verify. */
export const vettingRequirementSchema = z.object({ field: z.string(), label: z.string() });

/**
 * GET /api/talent/vetting: where the talent's vetting stands, as the talent may see it (never notes or scores).
 * `can_submit` appears only where a submission is possible at all (never submitted, or declined), with
 * `missing` when the talent has something to do first.
 */
export const talentVettingSchema = z.strictObject({
  stage: stage.nullable().describe("null until the talent submits"),
  history: z.array(vettingHistoryEntrySchema).describe("The current attempt's stages with the date each was reached"),
  reason: z.string().optional().describe("Why the attempt was declined"),
  reapply_after: z.iso.date().optional().describe("When declined: the first day the talent may submit again"),
  can_submit: z
    .boolean()
    .optional()
    .describe("Only when never submitted or declined: whether POST would be accepted now"),
  missing: z
    .array(vettingRequirementSchema)
    .optional()
    .describe(
      "What the talent must do before submitting (absent before the reapply date): profile fields to complete (the editor's field ids), `email` to verify",
    ),
});
export const talentVettingResponseSchema = z.object({ data: talentVettingSchema });

export type TalentVetting = z.infer<typeof talentVettingSchema>;
export type VettingRequirement = z.infer<typeof vettingRequirementSchema>;
