import "server-only";
import { ApiError } from "./errors";

export type BodyValue = string | File | (string | File)[];
export type RequestBody = Record<string, BodyValue>;

const addField = (body: RequestBody, rawKey: string, value: string | File) => {
  // `skills[]` and repeated `skills` both collect into an array.
  const isList = rawKey.endsWith("[]");
  const key = isList ? rawKey.slice(0, -2) : rawKey;
  const existing = body[key];
  if (existing === undefined) body[key] = isList ? [value] : value;
  else body[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
};

/**
 * Reads a multipart, url-encoded or JSON body into one flat record.
 * Anything malformed is the client's fault: 400, never 500.
 */
export async function readBody(request: Request): Promise<RequestBody> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  try {
    if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
      const form = await request.formData();
      const body: RequestBody = {};
      for (const [key, value] of form.entries()) addField(body, key, value);
      return body;
    }
    const text = await request.text();
    if (text.trim() === "") return {};
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new ApiError(400, "The request body must be a JSON object.");
    }
    return parsed as RequestBody;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, "The request body could not be read: send multipart/form-data, url-encoded form data or JSON.");
  }
}
