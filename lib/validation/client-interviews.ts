import { interviewFeedbackSchema } from "./interview-feedback";
import { interviewSchema } from "./interviews";
import { z } from "./zod";

/** An interview as its company sees it in GET /api/client/interviews: with the private scorecard. */
export const clientInterviewSchema = interviewSchema.extend({
  feedback: interviewFeedbackSchema
    .nullable()
    .describe("The company's scorecard, once recorded; never shown to the talent"),
});
export type ClientInterview = z.infer<typeof clientInterviewSchema>;

export const clientInterviewsListSchema = z.object({ data: z.array(clientInterviewSchema) });
