import { MEMBER_KINDS } from "@/lib/accounts/kinds";
import { VETTING_STAGES } from "@/lib/vetting/stages";

import { emailField } from "./accounts";
import { newManagerSchema } from "./manager-setup";
import { z } from "./zod";

export const ACCOUNT_KIND_FILTERS = ["all", ...MEMBER_KINDS] as const;
export const ACCOUNT_STATUS_FILTERS = ["all", "active", "suspended"] as const;
export const ACCOUNTS_PER_PAGE = 20;
export const SUSPEND_REASON_MAX = 500;

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `The ${field} must be one of: ${values.join(", ")}.` });

/** GET /api/manage/accounts: empty parameters count as absent (see searchParamsToObject). */
export const accountsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200, { error: "The search may not be longer than 200 characters." })
    .optional()
    .describe(
      'Part of a first name, last name, full name ("first last") or email; case-insensitive, % and _ match themselves.',
    ),
  kind: oneOf("kind", ACCOUNT_KIND_FILTERS).default("all"),
  status: oneOf("status", ACCOUNT_STATUS_FILTERS).default("all"),
  page: z.coerce
    .number({ error: "The page must be a number." })
    .int({ error: "The page must be a whole number." })
    .min(1, { error: "The page must be at least 1." })
    .max(100_000, { error: "The page may not be greater than 100000." })
    .default(1),
});
export type AccountsQuery = z.infer<typeof accountsQuerySchema>;

const accountBase = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  email_verified: z.boolean(),
  suspended_at: z.iso.datetime({ offset: true }).nullable(),
});

export const managedAccountSchema = z.discriminatedUnion("kind", [
  accountBase.extend({
    kind: z.literal("talent"),
    vetting_stage: z.enum(VETTING_STAGES).nullable().describe("Null when the talent never submitted for vetting"),
  }),
  accountBase.extend({
    kind: z.literal("client"),
    company_name: z.string(),
    open_jobs: z.number().int().describe("Jobs of the company open on the board now"),
  }),
]);
export type ManagedAccount = z.infer<typeof managedAccountSchema>;

export const accountsPageSchema = z.object({
  data: z.array(managedAccountSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type AccountsPage = z.infer<typeof accountsPageSchema>;

export const accountPathSchema = z.object({ kind: z.enum(MEMBER_KINDS), id: z.number().int().min(1) });

export const suspendRequestSchema = z.object({
  reason: z
    .string({ error: "The reason field is required." })
    .trim()
    .min(1, { error: "The reason field is required." })
    .max(SUSPEND_REASON_MAX, { error: `The reason may not be greater than ${SUSPEND_REASON_MAX} characters.` }),
});

export const suspensionResponseSchema = z.object({
  data: z.object({
    kind: z.enum(MEMBER_KINDS),
    id: z.number().int(),
    suspended_at: z.iso.datetime({ offset: true }).nullable(),
    jobs: z.array(z.number().int()).describe("Jobs closed by the suspension, or reopened by the reinstatement"),
  }),
});

export const endSessionsResponseSchema = z.object({
  data: z.object({ kind: z.enum(MEMBER_KINDS), id: z.number().int(), ended_sessions: z.number().int() }),
});

export const inviteRequestSchema = z.object({ email: emailField });

export const inviteResponseSchema = z.object({
  data: z.object({
    email: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
    link: z.url().describe("The single-use /admin/invite link, also sent by email"),
  }),
});

/** POST /api/manage/invites/accept: the invitation's address is the new manager's; an `email` field is ignored. */
export const inviteAcceptSchema = newManagerSchema.omit({ email: true }).extend({ token: z.string().min(16).max(200) });

export const managersResponseSchema = z.object({
  data: z.object({
    managers: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        created_at: z.iso.datetime({ offset: true }),
        suspended_at: z.iso.datetime({ offset: true }).nullable().describe("Null while the manager is active"),
      }),
    ),
    invitations: z.array(
      z.object({
        id: z.number().int().describe("The invitation's id, for POST /api/manage/invites/{id}/revoke"),
        email: z.string(),
        invited_by: z.string().nullable(),
        created_at: z.iso.datetime({ offset: true }),
        expires_at: z.iso.datetime({ offset: true }),
      }),
    ),
  }),
});
export type ManagersOverview = z.infer<typeof managersResponseSchema>["data"];

export const managerIdPathSchema = z.object({ id: z.number().int().min(1).describe("The manager's id") });
export const invitationIdPathSchema = z.object({ id: z.number().int().min(1).describe("The invitation's id") });

export const managerSuspensionSchema = z.object({
  id: z.number().int(),
  suspended_at: z.iso.datetime({ offset: true }).nullable(),
  revoked_invitations: z
    .array(z.number().int())
    .describe("The suspended manager's pending invitations, revoked with the suspension (empty on reinstating)"),
});
export type ManagerSuspension = z.infer<typeof managerSuspensionSchema>;
export const managerSuspensionResponseSchema = z.object({ data: managerSuspensionSchema });

export const managerEndSessionsResponseSchema = z.object({
  data: z.object({ id: z.number().int(), ended_sessions: z.number().int() }),
});

export const invitationRevocationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  revoked_at: z.iso.datetime({ offset: true }),
});
export type InvitationRevocation = z.infer<typeof invitationRevocationSchema>;
export const invitationRevocationResponseSchema = z.object({ data: invitationRevocationSchema });
