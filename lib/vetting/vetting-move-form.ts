import { VETTING_DETAIL_COPY as COPY } from "@/lib/content/manage-vetting";
import { DECLINE_REASON_MAX, VETTING_NOTE_MAX, type VettingMoveRequest } from "@/lib/validation/manage-vetting";
import { z } from "@/lib/validation/zod";

import type { RubricCriterion } from "./rubrics";
import { VETTING_STAGES, type VettingStage } from "./stages";

/** The console's move form: radio scores as strings ("" unscored), the target stage set by the button pressed. */
export type VettingMoveValues = {
  stage: VettingStage | "";
  scores: Record<string, string>;
  reason: string;
  reapply_after: string;
  note: string;
};

export const emptyMoveValues = (rubric: readonly RubricCriterion[]): VettingMoveValues => ({
  stage: "",
  scores: Object.fromEntries(rubric.map((criterion) => [criterion.key, ""])),
  reason: "",
  reapply_after: "",
  note: "",
});

/**
 * The form's checks, the server's rules for the pressed button: declining needs a reason and every score,
 * vetting every score, and a reapply date (declines only) lies after `today` (YYYY-MM-DD, UTC).
 */
export function vettingMoveFormSchema(rubric: readonly RubricCriterion[], today: string) {
  return z
    .object({
      stage: z.enum(VETTING_STAGES).or(z.literal("")),
      scores: z.record(z.string(), z.string()),
      reason: z.string().max(DECLINE_REASON_MAX, COPY.reasonTooLong),
      reapply_after: z.string(),
      note: z.string().max(VETTING_NOTE_MAX, COPY.noteTooLong),
    })
    .superRefine((values, ctx) => {
      const decides = values.stage === "declined" || values.stage === "vetted";
      for (const criterion of rubric) {
        if (decides && !values.scores[criterion.key]) {
          ctx.addIssue({
            code: "custom",
            path: ["scores", criterion.key],
            message: COPY.scoreRequired(criterion.label),
          });
        }
      }
      if (values.stage === "declined" && values.reason.trim() === "")
        ctx.addIssue({ code: "custom", path: ["reason"], message: COPY.reasonRequired });
      if (values.stage === "declined" && values.reapply_after !== "" && values.reapply_after <= today) {
        ctx.addIssue({ code: "custom", path: ["reapply_after"], message: COPY.reapplyFuture });
      }
    });
}

/** The API's request for a checked form: only what the move takes, scores as numbers, blanks left out. */
export function moveRequest(values: VettingMoveValues, fromStage: VettingStage): VettingMoveRequest {
  const stage = values.stage as VettingStage;
  const scores = Object.fromEntries(
    Object.entries(values.scores)
      .filter(([, score]) => score !== "")
      .map(([key, score]) => [key, Number(score)]),
  );
  const reason = values.reason.trim();
  const note = values.note.trim();
  return {
    stage,
    from_stage: fromStage,
    ...(Object.keys(scores).length > 0 ? { scores } : {}),
    ...(reason ? { reason } : {}),
    ...(note ? { note } : {}),
    ...(stage === "declined" && values.reapply_after ? { reapply_after: values.reapply_after } : {}),
  };
}
