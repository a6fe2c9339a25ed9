import { INTERVIEW_RECOMMENDATIONS, SCORE_MAX, SCORE_MIN, SCORECARD_NOTES_MAX } from "@/lib/interviews/scorecard";

import { z } from "./zod";

const score = (name: string) =>
  z
    .number({ error: `Give ${name} a score from ${SCORE_MIN} to ${SCORE_MAX}.` })
    .int(`Give ${name} a whole score from ${SCORE_MIN} to ${SCORE_MAX}.`)
    .min(SCORE_MIN, `Give ${name} a score from ${SCORE_MIN} to ${SCORE_MAX}.`)
    .max(SCORE_MAX, `Give ${name} a score from ${SCORE_MIN} to ${SCORE_MAX}.`);

/** POST /api/client/interviews/{id}/feedback: the whole scorecard (a second POST replaces the first). */
export const feedbackRequestSchema = z.strictObject({
  communication: score("communication"),
  skills: score("skills"),
  hours_fit: score("working-hours fit"),
  overall: score("overall"),
  recommendation: z.enum(INTERVIEW_RECOMMENDATIONS, {
    error: "Choose a recommendation: strong_yes, yes, no or strong_no.",
  }),
  notes: z
    .string()
    .trim()
    .max(SCORECARD_NOTES_MAX, `The notes may not be greater than ${SCORECARD_NOTES_MAX} characters.`)
    .default(""),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const interviewFeedbackSchema = z
  .object({
    communication: z.number().int(),
    skills: z.number().int(),
    hours_fit: z.number().int(),
    overall: z.number().int(),
    recommendation: z.enum(INTERVIEW_RECOMMENDATIONS),
    notes: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .describe("The company's private scorecard of the interview (1 poor – 4 excellent)");
export type InterviewFeedback = z.infer<typeof interviewFeedbackSchema>;
