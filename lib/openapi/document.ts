import { z } from "zod";

import { errorResponseSchema } from "@/lib/validation/accounts";

import type { ApiOperation } from "./operation";

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
};

/** Requests are documented as the handler accepts them (input), answers as it produces them (output). */
const toJsonSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  // `unrepresentable: "any"` covers transforms (e.g. comma-separated skills): the input side is documented.
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  delete json.$schema; // OpenAPI 3.1 sets the dialect for the whole document
  return json;
};

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Malformed: the body is not JSON, form data or a JSON object, or a value cannot be stored or searched (a NUL character)",
  401: "The API key is missing or invalid",
  403: "Forbidden: the account is suspended",
  404: "Not found",
  409: "Conflict: the resource is not in the state the call expects (reload it)",
  410: "Gone: the job is closed, or the link has expired or was already used",
  413: "The body or a file is too large",
  415: "A file is not of an accepted type (read from its bytes)",
  422: "Invalid input: `errors` names each field",
  429: "Too many attempts: retry after the Retry-After header's seconds",
  503: "The database is unavailable: retry after the Retry-After header's seconds",
};

/**
 * The statuses every call of its shape can answer, whatever its own code does: each handler runs inside apiRoute
 * (lib/server/http/api-handler.ts), which maps a value the database refuses to 400 and an unreachable database
 * to 503; every body is read by readBody (lib/server/http/body.ts): malformed is 400, past its cap 413; a JSON-only
 * call refuses a form with 415.
 */
export function statusesOfShape(op: ApiOperation): number[] {
  const takesInput = Boolean(op.body || op.query || op.pathParams);
  return [...(takesInput ? [400] : []), ...(op.body ? [413] : []), ...(op.body?.jsonOnly ? [415] : []), 503];
}

/** Every status the document gives a call, its success included. */
export const documentedStatuses = (op: ApiOperation): number[] =>
  [...new Set([op.success.status, 401, ...(op.errors ?? []), ...statusesOfShape(op)])].sort((a, b) => a - b);

const operationId = (op: ApiOperation) =>
  op.method +
  op.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");

function parameters(op: ApiOperation) {
  const from = (schema: z.ZodType | undefined, place: "path" | "query") => {
    if (!schema) return [];
    const json = toJsonSchema(schema, "input");
    return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
      name,
      in: place,
      required: place === "path" || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: property,
    }));
  };
  return [...from(op.pathParams, "path"), ...from(op.query, "query")];
}

/** A query's rules across parameters (rate_min ≤ rate_max…), which no one parameter's schema can say. */
function queryRules(op: ApiOperation) {
  const description = op.query ? toJsonSchema(op.query, "input").description : undefined;
  return description ? { description } : {};
}

function requestBody(op: ApiOperation) {
  if (!op.body) return undefined;
  const schema = toJsonSchema(op.body.schema, "input");
  const types = op.body.multipartOnly
    ? ["multipart/form-data"]
    : op.body.jsonOnly
      ? ["application/json"]
      : ["multipart/form-data", "application/x-www-form-urlencoded", "application/json"];
  return {
    required: true,
    description: "List fields repeat in a form (`skills[]=1&skills[]=2`) or are arrays in JSON.",
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}

function responses(op: ApiOperation) {
  const { status, description, schema, binary } = op.success;
  // Both: a call answering JSON or a file by the path's ending (an invoice's `12`, `12.pdf`, `12.xml`).
  const types = {
    ...(schema ? { "application/json": { schema: toJsonSchema(schema, "output") } } : {}),
    ...(binary
      ? Object.fromEntries(binary.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]))
      : {}),
  };
  const content = Object.keys(types).length > 0 ? types : undefined;
  const described = op.errorDescriptions as Partial<Record<number, string>> | undefined;
  const error = (code: number, text = described?.[code] ?? ERROR_DESCRIPTIONS[code]) => [
    String(code),
    { description: text, content: { "application/json": { schema: ERROR_REF } } },
  ];
  return Object.fromEntries([
    [String(status), { description, ...(content ? { content } : {}) }],
    error(
      401,
      described?.[401] ??
        (op.apiKey === false
          ? "The bearer token is missing, invalid, expired or revoked"
          : op.token && !op.tokenOptional
            ? "The API key or the bearer token is missing, invalid, expired or revoked"
            : undefined),
    ),
    ...[...new Set([...(op.errors ?? []), ...statusesOfShape(op)])].sort((a, b) => a - b).map((code) => error(code)),
  ]);
}

function security(op: ApiOperation) {
  const kinds = op.token === undefined ? [undefined] : [op.token].flat();
  const required = kinds.map((kind) => {
    const token = kind ? { [`${kind}Token`]: [] } : {};
    return op.apiKey === false ? token : { apiKey: [], ...token };
  });
  // An empty requirement object makes the token optional (OpenAPI's way of saying "or nothing").
  return op.tokenOptional ? [op.apiKey === false ? {} : { apiKey: [] }, ...required] : required;
}

/**
 * The OpenAPI 3.1 document of these calls, built from their zod schemas. The served list is collected from
 * the openapi.ts beside each route file, in app/api/openapi.json/operations.ts (shared code does not import app/).
 */
export function buildOpenApiDocument(operations: readonly ApiOperation[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    (paths[op.path] ??= {})[op.method] = {
      operationId: operationId(op),
      summary: op.summary,
      ...queryRules(op),
      tags: [op.tag],
      security: security(op),
      parameters: parameters(op),
      ...(op.body ? { requestBody: requestBody(op) } : {}),
      responses: responses(op),
    };
  }
  const bearer = (kind: string) => ({
    type: "http",
    scheme: "bearer",
    description: `A token from POST /api/${kind}/login`,
  });
  return {
    openapi: "3.1.0",
    info: {
      title: "Remote hiring marketplace API",
      version: "1.0.0",
      description:
        "Every call needs the X-API-KEY header. Answers are `{data}` (lists add `meta`); failures are `{message, errors?}`. " +
        "A method a path does not serve answers 405 with an `Allow` header.",
      license: { name: "Proprietary: use of the API follows the terms and conditions" },
      termsOfService: "/terms-and-conditions",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: { Error: toJsonSchema(errorResponseSchema, "output") },
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "X-API-KEY" },
        talentToken: bearer("talent"),
        clientToken: bearer("client"),
        managerToken: bearer("manage"),
      },
    },
  };
}
