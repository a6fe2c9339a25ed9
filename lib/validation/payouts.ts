import { PAYOUT_STATUSES } from "@/lib/payouts/states";

import { optional } from "./fields";
import { listMetaSchema, pageField, perPageField } from "./manage-lists";
import { z } from "./zod";

/** What a payout is made of: every amount in the payout's currency, minor units. */
export const payoutBreakdownSchema = z.object({
  hours_minutes: z.number().int().describe("Minutes of approved weeks"),
  hours_minor: z.number().int(),
  milestones_minor: z.number().int(),
  full_time_minor: z.number().int(),
  trial_paid_by_platform_minor: z
    .number()
    .int()
    .describe("Of the above, what the platform pays: trial work the client was credited for"),
});

export const payoutSchema = z.object({
  id: z.number().int(),
  month: z.string().describe("YYYY-MM: the month of the invoice it comes from"),
  engagement: z.object({
    id: z.number().int(),
    job_title: z.string(),
    contract_type: z.string(),
    company_name: z.string(),
  }),
  currency: z.string(),
  amount_minor: z.number().int(),
  breakdown: payoutBreakdownSchema,
  status: z.enum(PAYOUT_STATUSES).describe("pending until the client's invoice is paid, then payable, then paid"),
  invoice: z.object({ id: z.number().int(), number: z.string() }),
  paid_on: z.iso.date().nullable(),
  reference: z.string().nullable(),
});
export type PayoutJson = z.infer<typeof payoutSchema>;
/** One engagement's approved work not yet on any invoice (not void), and what the talent will be paid for it. */
export const unbilledWorkSchema = z.object({
  engagement: z.object({ id: z.number().int(), job_title: z.string(), company: z.string() }),
  currency: z.string(),
  amount_minor: z.number().int().describe("The talent's share, as the next month close will compute it"),
  minutes: z.number().int().describe("Minutes of approved weeks"),
  milestones: z.number().int().describe("Approved milestones"),
  full_time_months: z.number().int().describe("Full-time months over and not yet invoiced"),
  waits_for_billing_profile: z
    .boolean()
    .describe("The company has no billing profile yet: no invoice, hence no payout, until it has one"),
});
export type UnbilledWorkJson = z.infer<typeof unbilledWorkSchema>;

/** GET /api/talent/payouts: newest month first, and the approved work not invoiced yet per engagement. */
export const payoutsAnswerSchema = z.object({
  data: z.array(payoutSchema),
  meta: z.object({ unbilled: z.array(unbilledWorkSchema) }),
});

export const managePayoutSchema = payoutSchema.extend({
  talent: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type ManagePayoutJson = z.infer<typeof managePayoutSchema>;

/** GET /api/manage/payouts?status=&page= (payable first: the payouts to make). */
export const managePayoutsQuerySchema = z.object({
  status: optional(z.enum(PAYOUT_STATUSES, { error: `status is one of ${PAYOUT_STATUSES.join(", ")}.` })),
  page: pageField,
  per_page: perPageField(50),
});
export const managePayoutsAnswerSchema = z.object({ data: z.array(managePayoutSchema), meta: listMetaSchema });
export const managePayoutAnswerSchema = z.object({ data: managePayoutSchema });
