import { z } from "zod";

import type { AccountKind } from "@/lib/accounts/kinds";

/**
 * One call of the API, described with the same zod schemas its handler parses and answers with.
 * Each route's calls sit beside it in app/api/<path>/openapi.ts; app/api/openapi.json/operations.ts collects them.
 */
export type ApiOperation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  tag: "Jobs" | "Catalogue" | "Talent" | "Client" | "Manager" | "Account";
  /** The bearer token's account kind (or kinds, any one of which will do), when the call takes one. */
  token?: AccountKind | AccountKind[];
  pathParams?: z.ZodObject;
  query?: z.ZodType;
  body?: { schema: z.ZodType; multipartOnly?: boolean; jsonOnly?: boolean };
  success: { status: 200 | 201 | 202 | 204; description: string; schema?: z.ZodType; binary?: string[] };
  /** Error statuses beyond 401 (API key) and those every call of its shape answers (statusesOfShape in document.ts). */
  errors?: (400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429)[];
  /** What a status means for this call, where the usual wording (document.ts) does not say it. */
  errorDescriptions?: Partial<Record<401 | 403 | 409 | 429, string>>;
  /** False for the one call that takes no API key (files shown by <img>, which cannot send headers). */
  apiKey?: false;
  /** The bearer token is needed only for some answers (a résumé, not an avatar). */
  tokenOptional?: boolean;
};

/** An answer holding one item: `{ data: item }`. */
export const data = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** An answer holding a list: `{ data: [item, …] }`. */
export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
