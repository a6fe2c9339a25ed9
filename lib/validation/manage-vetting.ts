import { SCORE_MAX, SCORE_MIN } from "@/lib/vetting/rubrics";
import { VETTING_STAGES } from "@/lib/vetting/stages";

import { noteRequestSchema } from "./applications";
import { wholeNumber } from "./jobs";
import { listMetaSchema } from "./manage-lists";
import { talentProfileSchema } from "./profile-responses";
import { z } from "./zod";

export const VETTING_QUEUE_PER_PAGE = 20;
export const VETTING_QUEUE_MAX_PER_PAGE = 100;
export const DECLINE_REASON_MAX = 2_000;
export const VETTING_NOTE_MAX = 5_000;

const stage = (field: string) =>
  z.enum(VETTING_STAGES, { error: `The ${field} must be one of: ${VETTING_STAGES.join(", ")}.` });

/** GET /api/manage/vetting: one stage's queue, a page at a time. */
export const vettingQueueQuerySchema = z.object({
  stage: stage("stage").default("submitted"),
  page: wholeNumber("page", 1, 1_000_000).default(1),
  per_page: wholeNumber("per page", 1, VETTING_QUEUE_MAX_PER_PAGE).default(VETTING_QUEUE_PER_PAGE),
});
export type VettingQueueQuery = z.output<typeof vettingQueueQuerySchema>;

const scoreError = { error: `Each score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}.` };
const score = z.number(scoreError).int(scoreError).min(SCORE_MIN, scoreError).max(SCORE_MAX, scoreError);

const isoDate = z
  .string({ error: "The reapply date must be a date (YYYY-MM-DD)." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "The reapply date must be a date (YYYY-MM-DD)." })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: "The reapply date must be a real calendar date.",
    },
  );

/**
 * POST /api/manage/talent/{id}/vetting. The shape only: whether the move is allowed, and which scores the
 * talent's rubric needs, the server checks against the talent (see lib/server/vetting/move-vetting.ts).
 */
export const vettingMoveRequestSchema = z.strictObject({
  stage: stage("stage"),
  from_stage: stage("from stage").describe(
    "The stage the manager saw: the move lands only if the talent is still there",
  ),
  reason: z
    .string({ error: "The reason must be text." })
    .trim()
    .max(DECLINE_REASON_MAX, `The reason may not be greater than ${DECLINE_REASON_MAX} characters.`)
    .optional()
    .describe("Required to decline, and shown to the talent then; on other moves a manager-only remark"),
  scores: z
    .record(z.string().max(60), score, { error: "The scores must be an object of criterion keys to scores." })
    .optional()
    .describe(
      `A score (${SCORE_MIN}–${SCORE_MAX}) per criterion of the talent's rubric; all of them to decline or vet`,
    ),
  note: z
    .string({ error: "The note must be text." })
    .trim()
    .max(VETTING_NOTE_MAX, `The note may not be greater than ${VETTING_NOTE_MAX} characters.`)
    .optional()
    .describe("A private note stored with the move, never shown to the talent"),
  reapply_after: isoDate
    .optional()
    .describe("Declines only: the first day (UTC) the talent may submit again; default 90 days from today"),
});
export type VettingMoveRequest = z.output<typeof vettingMoveRequestSchema>;

/** A private note: the same body rules as a recruiter's note on an applicant. */
export const vettingNoteRequestSchema = noteRequestSchema;

const person = z.object({ id: z.number().int(), name: z.string() });
const category = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const vettingQueueItemSchema = z.object({
  talent_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  headline: z.string().nullable(),
  category,
  stage: stage("stage"),
  stage_entered_at: z.iso.datetime(),
  submitted_at: z.iso.datetime(),
  attempt: z.number().int(),
  days_waiting: z.number().int().describe("Whole days since the talent entered this stage"),
});
export type VettingQueueItem = z.infer<typeof vettingQueueItemSchema>;

export const vettingStageCountsSchema = z.record(z.enum(VETTING_STAGES), z.number().int());
export type VettingStageCounts = z.infer<typeof vettingStageCountsSchema>;

/** The job list's paging (page, per_page, total, last_page), plus the stage shown and every stage's count. */
export const vettingQueueMetaSchema = listMetaSchema.extend({
  stage: stage("stage"),
  counts: vettingStageCountsSchema.describe("How many talents are in each stage, for the tabs"),
});
export const vettingQueuePageSchema = z.object({ data: z.array(vettingQueueItemSchema), meta: vettingQueueMetaSchema });
export type VettingQueuePage = z.infer<typeof vettingQueuePageSchema>;

export const vettingEventSchema = z.object({
  id: z.number().int(),
  attempt: z.number().int(),
  from_stage: stage("stage").nullable().describe("Null for the talent's submission"),
  to_stage: stage("stage"),
  at: z.iso.datetime(),
  manager: person.nullable().describe("Null for the talent's own submission"),
  reason: z.string().nullable(),
  scores: z.record(z.string(), z.number().int()).nullable(),
});
export type VettingEvent = z.infer<typeof vettingEventSchema>;

export const vettingNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: person,
  created_at: z.iso.datetime(),
});
export type VettingNote = z.infer<typeof vettingNoteSchema>;

export const vettingDetailSchema = z.object({
  talent: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
  }),
  profile: talentProfileSchema,
  category,
  vetting: z.object({
    stage: stage("stage"),
    attempt: z.number().int(),
    stage_entered_at: z.iso.datetime(),
    submitted_at: z.iso.datetime(),
    decline_reason: z.string().nullable(),
    reapply_after: z.string().nullable().describe("YYYY-MM-DD"),
    scores: z.record(z.string(), z.number().int()).nullable(),
    vetted_at: z.iso.datetime().nullable(),
  }),
  rubric: z.array(z.object({ key: z.string(), label: z.string() })),
  allowed_moves: z.array(stage("stage")),
  history: z.array(vettingEventSchema).describe("Every attempt's moves, oldest first"),
  notes: z.array(vettingNoteSchema).describe("Private notes, newest first"),
});
export type VettingDetail = z.infer<typeof vettingDetailSchema>;
