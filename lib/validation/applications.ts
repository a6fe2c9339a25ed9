import { BOARD_PAGE_MAX, BOARD_PAGE_SIZE, decodeBoardCursor } from "@/lib/applications/board-pages";
import { COVER_NOTE_MAX } from "@/lib/applications/limits";
import { APPLICATION_STAGES } from "@/lib/applications/stages";

import { optional, text } from "./fields";
import { wholeNumber } from "./jobs";
import { z } from "./zod";

export { COVER_NOTE_MAX } from "@/lib/applications/limits";

export const REJECTION_REASONS = [
  "not_a_fit",
  "experience",
  "rate",
  "position_filled",
  "unresponsive",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** POST /api/talent/applications, as JSON or multipart (with an optional `resume` PDF). */
export const applyRequestSchema = z.object({
  job_slug: z
    .string({ error: "The job_slug field is required." })
    .trim()
    .min(1, "The job_slug field is required.")
    .max(200, "The job_slug may not be greater than 200 characters."),
  cover_note: optional(text("cover note", COVER_NOTE_MAX)),
});

const stage = z.enum(APPLICATION_STAGES, { error: `The stage must be one of: ${APPLICATION_STAGES.join(", ")}.` });

/** POST /api/client/applications/{id}/stage: `from_stage` is the stage the card showed, checked at the write. */
export const stageMoveRequestSchema = z
  .strictObject({
    stage,
    from_stage: stage,
    reason: z
      .enum(REJECTION_REASONS, { error: `The reason must be one of: ${REJECTION_REASONS.join(", ")}.` })
      .optional(),
    message: text("message", COVER_NOTE_MAX).optional().describe("Shown to the talent with the rejection"),
  })
  .refine((move) => move.stage === "rejected" || (move.reason === undefined && move.message === undefined), {
    path: ["reason"],
    error: "A reason and a message go only with a move to rejected.",
  })
  .refine((move) => move.stage !== "rejected" || move.reason !== undefined, {
    path: ["reason"],
    error: "Give a reason for the rejection.",
  });
export type StageMoveRequest = z.output<typeof stageMoveRequestSchema>;

export const noteRequestSchema = z.strictObject({
  body: z
    .string({ error: "The body field is required." })
    .trim()
    .min(1, "The body field is required.")
    .max(5_000, "The note may not be greater than 5000 characters."),
});

const historyEntry = z.object({ from: stage.nullable(), to: stage, at: z.iso.datetime({ offset: true }) });

/** An application as its talent sees it: never the private notes. */
export const talentApplicationSchema = z.object({
  id: z.number().int(),
  job: z.object({
    slug: z.string(),
    title: z.string(),
    status: z.enum(["draft", "open", "closed"]),
    company: z.object({ name: z.string(), slug: z.string().nullable(), logo_url: z.string().nullable() }),
  }),
  stage,
  applied_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  history: z.array(historyEntry),
  rejection: z.object({ reason: z.enum(REJECTION_REASONS), message: z.string().nullable() }).nullable(),
});
export type TalentApplication = z.infer<typeof talentApplicationSchema>;

export const applicationNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** An application as the job's company sees it. */
export const clientApplicationSchema = talentApplicationSchema.extend({
  talent: z.object({
    name: z.string(),
    handle: z.string().nullable(),
    headline: z.string().nullable(),
    hourly_rate: z.number().int().nullable(),
    avatar_url: z.string().nullable(),
    matching_skills: z.array(z.string()).describe("The job's skills the talent has"),
    vetted: z.boolean().describe("The talent passed vetting"),
  }),
  cover_note: z.string().nullable(),
  resume_url: z.string().nullable(),
  notes: z.array(applicationNoteSchema),
});
export type ClientApplication = z.infer<typeof clientApplicationSchema>;

const BAD_CURSOR = "The cursor is not one this list gave: send a stage's next_cursor with that stage.";

/** GET /api/client/jobs/{id}/applications: every stage's first page, or one stage's next page (`stage` and `cursor`). */
export const jobApplicationsQuerySchema = z
  .object({
    stage: stage.optional().describe("Only this stage's cards; without it, every stage's first page"),
    limit: wholeNumber("limit", 1, BOARD_PAGE_MAX)
      .default(BOARD_PAGE_SIZE)
      .describe("Cards per stage (oldest application first)"),
    cursor: z
      .string({ error: BAD_CURSOR })
      .refine((value) => decodeBoardCursor(value) !== null, BAD_CURSOR)
      .meta({ maxLength: 64 })
      .optional()
      .describe("The stage's `next_cursor` from the page before; needs that `stage`"),
  })
  .superRefine((query, context) => {
    const cursor = query.cursor === undefined ? null : decodeBoardCursor(query.cursor);
    if (cursor && cursor.stage !== query.stage)
      context.addIssue({ code: "custom", path: ["cursor"], message: BAD_CURSOR });
  })
  .describe("`cursor` needs the `stage` it came from");
export type JobApplicationsQuery = z.output<typeof jobApplicationsQuerySchema>;

const stagePageSchema = z.object({
  count: z.number().int().describe("All the stage's applications, not only this page's"),
  next_cursor: z.string().nullable().describe("Send with `stage` for the stage's next page; null at its end"),
});
export type StagePage = z.infer<typeof stagePageSchema>;

/** The answer: the cards (every stage's first page, or one stage's page) and, per stage answered, its count and cursor. */
export const jobApplicationsPageSchema = z.object({
  data: z.array(clientApplicationSchema),
  meta: z.object({
    stages: z
      .partialRecord(stage, stagePageSchema)
      .describe("Each stage answered (every stage without `stage`, else that one): its count and next page"),
  }),
});
export type JobApplicationsPage = z.infer<typeof jobApplicationsPageSchema>;

export const savedJobSchema = z.object({
  slug: z.string(),
  title: z.string(),
  status: z.enum(["draft", "open", "closed"]),
  company: z.object({ name: z.string(), slug: z.string().nullable(), logo_url: z.string().nullable() }),
  saved_at: z.iso.datetime({ offset: true }),
});
export type SavedJob = z.infer<typeof savedJobSchema>;
