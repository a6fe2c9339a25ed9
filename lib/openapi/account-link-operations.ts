import {
  accountMessageResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from "@/lib/validation/account-links";
import { emailChangeConfirmSchema, emailChangeRequestSchema } from "@/lib/validation/email-change";

import type { ApiOperation } from "./operations";

/** The calls behind the links sent by email: verify an address, change it, reset a forgotten password. */
export const accountLinkOperations: ApiOperation[] = [
  ...(["talent", "client"] as const).flatMap((kind): ApiOperation[] => {
    const tag = kind === "talent" ? "Talent" : "Client";
    return [
      {
        method: "post",
        path: `/api/${kind}/email/verify`,
        summary:
          "Verify the account's email with the token of the link we sent (no bearer token: the link is the proof)",
        tag,
        body: { schema: verifyEmailRequestSchema },
        success: { status: 200, description: "The email is verified", schema: accountMessageResponseSchema },
        errors: [400, 410, 422],
      },
      {
        method: "post",
        path: `/api/${kind}/email/resend-verification`,
        summary: "Send a new verification link; 409 once the email is verified",
        tag,
        token: kind,
        success: { status: 202, description: "A new link is on its way", schema: accountMessageResponseSchema },
        errors: [409, 429],
      },
      {
        method: "post",
        path: `/api/${kind}/email/change`,
        summary:
          "Ask to change the account's email: the current password proves the owner; a confirmation link (valid 24 h) goes to the new address and a notice to the current one. Nothing changes until the link is opened",
        tag,
        token: kind,
        body: { schema: emailChangeRequestSchema },
        success: {
          status: 202,
          description: "A confirmation link is on its way to the new address",
          schema: accountMessageResponseSchema,
        },
        errors: [400, 422, 429],
      },
      {
        method: "post",
        path: `/api/${kind}/email/confirm-change`,
        summary:
          "Confirm an email change with the token of the link sent to the new address; the address becomes the account's, verified (no bearer token: the link is the proof)",
        tag,
        body: { schema: emailChangeConfirmSchema },
        success: { status: 200, description: "The email is changed", schema: accountMessageResponseSchema },
        errors: [400, 409, 410, 422],
      },
    ];
  }),
  {
    method: "post",
    path: "/api/auth/password/forgot",
    summary: "Mail a password reset link (valid 1 hour); the answer is the same whether or not the account exists",
    tag: "Account",
    body: { schema: forgotPasswordRequestSchema },
    success: {
      status: 202,
      description: "If the account exists, a link is on its way",
      schema: accountMessageResponseSchema,
    },
    errors: [400, 422, 429],
  },
  {
    method: "post",
    path: "/api/auth/password/reset",
    summary: "Set a new password with the token of a reset link; every session of the account ends",
    tag: "Account",
    body: { schema: resetPasswordRequestSchema },
    success: { status: 200, description: "The password is changed", schema: accountMessageResponseSchema },
    errors: [400, 410, 422],
  },
];
