import { z } from "zod";

import { managerAuthResponseSchema } from "@/lib/validation/accounts";
import {
  ACCOUNT_KINDS,
  accountsPageSchema,
  accountsQuerySchema,
  endSessionsResponseSchema,
  inviteAcceptSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  managersResponseSchema,
  suspendRequestSchema,
  suspensionResponseSchema,
} from "@/lib/validation/manage-accounts";

import type { ApiOperation } from "./operations";

const accountPath = z.object({
  kind: z.enum(ACCOUNT_KINDS).describe("talent or client"),
  id: z.number().int().min(1).describe("The account's id"),
});

const accountAction = (
  action: string,
  summary: string,
  rest: Pick<ApiOperation, "body" | "success" | "errors">,
): ApiOperation => ({
  method: "post",
  path: `/api/manage/accounts/{kind}/{id}/${action}`,
  summary,
  tag: "Manager",
  token: "manager",
  pathParams: accountPath,
  ...rest,
});

/** The console's Accounts section: search, suspension, sessions, and manager invitations. */
export const manageAccountOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/manage/accounts",
    summary: "Search talent and clients by name or email, newest first, 20 per page",
    tag: "Manager",
    token: "manager",
    query: accountsQuerySchema,
    success: { status: 200, description: "One page of accounts", schema: accountsPageSchema },
    errors: [422],
  },
  accountAction(
    "suspend",
    "Suspend an account: it cannot log in, its tokens are revoked, a client's open and in-review jobs close",
    {
      body: { schema: suspendRequestSchema },
      success: {
        status: 200,
        description: "Suspended; `jobs` lists the jobs closed",
        schema: suspensionResponseSchema,
      },
      errors: [404, 409, 422],
    },
  ),
  accountAction(
    "reinstate",
    "Lift a suspension: the account may log in and the jobs the suspension closed return to their state",
    {
      success: {
        status: 200,
        description: "Reinstated; `jobs` lists the jobs reopened",
        schema: suspensionResponseSchema,
      },
      errors: [404, 409],
    },
  ),
  accountAction("end-sessions", "Revoke every token of the account (it can log in again)", {
    success: { status: 200, description: "How many sessions ended", schema: endSessionsResponseSchema },
    errors: [404],
  }),
  {
    method: "get",
    path: "/api/manage/managers",
    summary: "The managers and the invitations not used yet",
    tag: "Manager",
    token: "manager",
    success: { status: 200, description: "Managers and pending invitations", schema: managersResponseSchema },
  },
  {
    method: "post",
    path: "/api/manage/invites",
    summary: "Invite a manager: a single-use link valid 7 days, emailed to the address and returned",
    tag: "Manager",
    token: "manager",
    body: { schema: inviteRequestSchema },
    success: { status: 201, description: "The invitation", schema: inviteResponseSchema },
    errors: [422],
  },
  {
    method: "post",
    path: "/api/manage/invites/accept",
    summary: "Create a manager from an invitation (the invitation's email); signs in and sets the console's cookie",
    tag: "Manager",
    body: { schema: inviteAcceptSchema },
    success: { status: 201, description: "The new manager and a bearer token", schema: managerAuthResponseSchema },
    errors: [410, 422, 429],
  },
];
