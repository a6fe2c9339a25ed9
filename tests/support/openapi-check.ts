import Ajv from "ajv";
import { expect } from "vitest";

import { openApiDocument } from "@/app/api/openapi.json/operations";

export type Schema = Record<string, unknown>;
export const doc = openApiDocument();
const ajv = new Ajv({ allErrors: true });

/** Fails unless `body` matches what the document promises for this call and status. */
export function expectDocumented(method: string, route: string, status: number, body: unknown) {
  const operation = (
    doc.paths[route] as Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  )?.[method];
  expect(operation, `${method} ${route} is documented`).toBeDefined();
  const response = operation!.responses[String(status)];
  expect(response, `${method} ${route} documents ${status}`).toBeDefined();
  const schema = response!.content?.["application/json"]?.schema;
  if (!schema) return expect(body).toBeNull();
  const resolved = schema.$ref ? doc.components.schemas.Error : schema;
  const valid = ajv.validate(resolved, body);
  expect(valid, `${method} ${route} ${status}: ${ajv.errorsText()}\n${JSON.stringify(body).slice(0, 500)}`).toBe(true);
}
