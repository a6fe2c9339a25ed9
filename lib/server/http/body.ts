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

/** Bodies of calls without uploads stay small; upload routes pass their own cap. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

export const payloadTooLarge = (maxBytes: number) =>
  new ApiError(413, `The request body is too large: at most ${megabytes(maxBytes)} is accepted.`);

/**
 * The request with its body stream counted: past `maxBytes` the stream stops being read and errors,
 * so an oversized upload is refused after `maxBytes`, not after it has all arrived.
 */
function capBody(request: Request, maxBytes: number, onExceeded: () => void): Request {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(maxBytes);
  if (!request.body) return request;
  const reader = request.body.getReader();
  let seen = 0;
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > maxBytes) {
        onExceeded();
        await reader.cancel().catch(() => undefined);
        controller.error(payloadTooLarge(maxBytes));
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted,
    // @ts-expect-error -- `duplex` is required by Node's fetch for stream bodies but missing from the DOM types.
    duplex: "half",
  });
}

/**
 * Reads a multipart, url-encoded or JSON body into one flat record, reading at most `maxBytes`
 * (413 past it). Anything malformed is the client's fault: 400, never 500.
 */
export async function readBody(
  request: Request,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<RequestBody> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  let exceeded = false;
  try {
    request = capBody(request, maxBytes, () => {
      exceeded = true;
    });
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
    if (exceeded) throw payloadTooLarge(maxBytes);
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      400,
      "The request body could not be read: send multipart/form-data, url-encoded form data or JSON.",
    );
  }
}
