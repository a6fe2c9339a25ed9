import "server-only";

import { NextResponse, type NextRequest } from "next/server";
import { ZodError } from "zod";

import type { AccountKind } from "@/lib/accounts/kinds";
import type { FieldErrors } from "@/lib/validation/accounts";

import { bearerToken, resolveToken } from "../auth/tokens";
import { getDb } from "../db/client";
import type { Db } from "../db/types";
import { assertApiKey } from "./api-key";
import { ApiError, isDatabaseUnavailable, isInvalidDatabaseInput, unauthorized } from "./errors";

export type AuthenticatedAccount = { kind: AccountKind; id: number; token: string };

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
/** What a route handler is given; a body shared by several route files takes these too. */
export type HandlerArgs<P = Record<string, string>> = { request: NextRequest; params: P; db: Db };
export type AuthedHandlerArgs<P = Record<string, string>> = HandlerArgs<P> & { account: AuthenticatedAccount };
type RouteHandler = (request: NextRequest, context: RouteContext) => Promise<Response>;

function errorResponse(
  status: number,
  message: string,
  errors?: FieldErrors,
  headers?: Record<string, string>,
  extra?: Readonly<Record<string, string>>,
) {
  return NextResponse.json(
    { ...extra, message, ...(errors ? { errors } : {}) },
    {
      status,
      headers: { "Cache-Control": "no-store", ...headers },
    },
  );
}

export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Maps any thrown value to the API's error envelope; the only place that does. */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError)
    return errorResponse(error.status, error.message, error.errors, error.headers, error.extra);
  if (error instanceof ZodError) return errorResponse(422, "The given data was invalid.", zodFieldErrors(error));
  if (isDatabaseUnavailable(error)) {
    console.error("[api] database unavailable:", error instanceof Error ? error.message : error);
    return errorResponse(503, "The service is temporarily unavailable. Please try again shortly.", undefined, {
      "Retry-After": "5",
    });
  }
  if (isInvalidDatabaseInput(error)) {
    console.warn(
      "[api] input the database refused:",
      error instanceof Error ? String(error.cause ?? error.message) : error,
    );
    return errorResponse(
      400,
      "The request contains a value that cannot be stored or searched (such as a NUL character).",
    );
  }
  console.error("[api] unexpected error:", error);
  return errorResponse(500, "Something went wrong on our side. Please try again later.");
}

/**
 * Wraps a route handler: checks the API key (before any database work), opens the database,
 * and turns errors into JSON answers. `options.apiKey: false` is for the few public routes.
 */
export function apiRoute<P = Record<string, string>>(
  handler: (args: HandlerArgs<P>) => Promise<Response>,
  options: { apiKey?: boolean } = {},
): RouteHandler {
  return async (request, context) => {
    try {
      if (options.apiKey !== false) assertApiKey(request);
      const params = (await context?.params) as P;
      return await handler({ request, params, db: await getDb() });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Like apiRoute, and also requires a live bearer token of `kind`. */
export function authedRoute<P = Record<string, string>>(
  kind: AccountKind,
  handler: (args: AuthedHandlerArgs<P>) => Promise<Response>,
): RouteHandler {
  return apiRoute<P>(async (args) => {
    const token = bearerToken(args.request);
    if (!token) throw unauthorized();
    const id = await resolveToken(args.db, kind, token);
    if (id === null) throw unauthorized();
    return handler({ ...args, account: { kind, id, token } });
  });
}
