import { z } from "./zod";

export const REVIEW_TEXT_MAX = 2_000;
/** A side may review from the engagement's end until the end of this many days after its end day (company time). */
export const REVIEW_WINDOW_DAYS = 14;
/** The public pages carry schema.org ratings from this many released reviews on. */
export const JSON_LD_RATING_MIN = 3;

const stars = (label: string) =>
  z
    .number({ error: `Rate ${label} from 1 to 5.` })
    .int({ error: `Rate ${label} from 1 to 5.` })
    .min(1, { error: `Rate ${label} from 1 to 5.` })
    .max(5, { error: `Rate ${label} from 1 to 5.` });

export const REVIEW_ASPECTS = ["communication", "clarity_of_work", "payments_on_time"] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const REVIEW_ASPECT_LABELS: Record<ReviewAspect, string> = {
  communication: "Communication",
  clarity_of_work: "Clarity of work",
  payments_on_time: "Payments on time",
};

export const reviewAspectsSchema = z.strictObject({
  communication: stars("communication"),
  clarity_of_work: stars("the clarity of work"),
  payments_on_time: stars("payments on time"),
});
export type ReviewAspects = z.output<typeof reviewAspectsSchema>;

/** POST /api/{talent|client}/engagements/{id}/review. */
export const reviewRequestSchema = z
  .strictObject({
    rating: stars("the engagement"),
    text: z
      .string({ error: "Write a few words." })
      .trim()
      .min(1, { error: "Write a few words." })
      .max(REVIEW_TEXT_MAX, { error: `The review may not be longer than ${REVIEW_TEXT_MAX} characters.` }),
    aspects: reviewAspectsSchema.optional(),
  })
  .describe(
    "aspects are the talent's (required from the talent, refused from the client: 422). Allowed once the " +
      "engagement has ended, until the end of the 14th day after its end day in the company's zone; once per side.",
  );
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  author_kind: z.enum(["talent", "client"]),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  aspects: reviewAspectsSchema.nullable().describe("The talent's aspects of the company; null in a client's review"),
  created_at: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

export const engagementReviewsSchema = z.object({
  window_ends_at: z.iso
    .datetime()
    .nullable()
    .describe("When reviewing closes (end of the 14th day after the end day, company time); null before the end"),
  mine: reviewSchema.nullable(),
  theirs: reviewSchema
    .nullable()
    .describe("The other side's review: null until both have written or the window has closed; never a hidden one"),
});
export type EngagementReviews = z.infer<typeof engagementReviewsSchema>;
export const engagementReviewsAnswerSchema = z.object({ data: engagementReviewsSchema });
export const reviewAnswerSchema = z.object({ data: reviewSchema });

export const ratingSchema = z
  .object({ average: z.number().describe("Rounded to one decimal"), count: z.number().int() })
  .nullable()
  .describe("From visible, released reviews; null without any");
export type Rating = z.infer<typeof ratingSchema>;

/** POST /api/manage/reviews/{id}/hide. */
export const hideReviewRequestSchema = z.strictObject({
  reason: z
    .string({ error: "Give a reason." })
    .trim()
    .min(1, { error: "Give a reason." })
    .max(1_000, { error: "The reason may not be longer than 1000 characters." }),
});

export const managedReviewSchema = reviewSchema.extend({
  engagement_id: z.number().int(),
  author_name: z.string(),
  subject_name: z.string(),
  hidden_at: z.iso.datetime().nullable(),
  hidden_reason: z.string().nullable(),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;
export const managedReviewAnswerSchema = z.object({ data: managedReviewSchema });

/** The review form's fields: radio values arrive as strings (or null when none is checked). */
const formStars = (label: string) => {
  const message = `Rate ${label} from 1 to 5.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(5, message);
};

/** The form in components/reviews: the talent rates the three aspects too; the request is built from its output. */
export const reviewFormSchema = (kind: "talent" | "client") =>
  z
    .object({
      rating: formStars("the engagement"),
      text: reviewRequestSchema.shape.text,
      aspects: z
        .object({
          communication: formStars("communication"),
          clarity_of_work: formStars("the clarity of work"),
          payments_on_time: formStars("payments on time"),
        })
        .optional(),
    })
    .superRefine((values, context) => {
      if (kind === "talent" && !values.aspects) {
        context.addIssue({ code: "custom", path: ["aspects"], message: "Rate the three aspects." });
      }
    });
export type ReviewFormInput = z.input<ReturnType<typeof reviewFormSchema>>;
export type ReviewFormValues = z.output<ReturnType<typeof reviewFormSchema>>;
