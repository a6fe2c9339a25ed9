import "server-only";

import { NextResponse } from "next/server";

import type { MemberKind } from "@/lib/accounts/kinds";
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from "@/lib/validation/account-links";
import { emailChangeConfirmSchema, emailChangeRequestSchema } from "@/lib/validation/email-change";

import { apiRoute, authedRoute } from "../http/api-handler";
import { readBody } from "../http/body";
import { ok } from "../http/respond";
import { clientIp } from "../rate-limit/client-ip";
import { consume, limits } from "../rate-limit/limits";
import {
  confirmEmailChange,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  emailChangedMessage,
  requestEmailChange,
} from "./email-change";
import { resendVerification, VERIFICATION_SENT_MESSAGE, verifyEmail } from "./email-verification";
import { PASSWORD_RESET_MESSAGE, requestPasswordReset, RESET_REQUESTED_MESSAGE, resetPassword } from "./password-reset";

// Handlers of the links sent by email; app/api/**/route.ts only re-exports them.

export const EMAIL_VERIFIED_MESSAGE = "Your email is verified.";

const accepted = (message: string) =>
  NextResponse.json({ data: { message } }, { status: 202, headers: { "Cache-Control": "no-store" } });

/** No bearer token: the link's token is the proof. */
export const verifyEmailRoute = (kind: MemberKind) =>
  apiRoute(async ({ request, db }) => {
    const { token } = verifyEmailRequestSchema.parse(await readBody(request));
    await verifyEmail(db, kind, token);
    return ok({ message: EMAIL_VERIFIED_MESSAGE });
  });

export const resendVerificationRoute = (kind: MemberKind) =>
  authedRoute(kind, async ({ db, account }) => {
    await resendVerification(db, kind, account.id);
    return accepted(VERIFICATION_SENT_MESSAGE);
  });

export const forgotPasswordRoute = apiRoute(async ({ request, db }) => {
  await consume(
    db,
    limits().passwordForgotPerIp,
    clientIp(request),
    "Too many password reset requests from this address.",
  );
  const { email, type } = forgotPasswordRequestSchema.parse(await readBody(request));
  await requestPasswordReset(db, type, email);
  return accepted(RESET_REQUESTED_MESSAGE);
});

export const resetPasswordRoute = apiRoute(async ({ request, db }) => {
  const { token, password } = resetPasswordRequestSchema.parse(await readBody(request));
  await resetPassword(db, token, password);
  return ok({ message: PASSWORD_RESET_MESSAGE });
});

/** Signed in: a confirmation link to the new address (rate-limited with password changes: both check the password). */
export const emailChangeRoute = (kind: MemberKind) =>
  authedRoute(kind, async ({ request, db, account }) => {
    await consume(
      db,
      limits().passwordChangePerAccount,
      `${kind}:${account.id}`,
      "Too many attempts. Please try again later.",
    );
    await requestEmailChange(db, kind, account.id, emailChangeRequestSchema.parse(await readBody(request)));
    return accepted(EMAIL_CHANGE_REQUESTED_MESSAGE);
  });

/** No bearer token: the link sent to the new address is the proof. */
export const confirmEmailChangeRoute = (kind: MemberKind) =>
  apiRoute(async ({ request, db }) => {
    const { token } = emailChangeConfirmSchema.parse(await readBody(request));
    return ok({ message: emailChangedMessage(await confirmEmailChange(db, kind, token)) });
  });
