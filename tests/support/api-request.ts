import { NextRequest } from "next/server";

export const API_KEY = process.env.NEXT_PUBLIC_API_KEY as string;

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/**
 * Calls a route handler the way Next.js would, with the API key unless `headers` overrides it
 * (pass `{ "x-api-key": "" }` to leave it out). Answers the status and the parsed JSON body.
 */
export async function callRoute(
  handler: Handler,
  path: string,
  options: { params?: Record<string, string>; headers?: Record<string, string>; method?: string } = {},
) {
  const headers = new Headers({ "x-api-key": API_KEY, ...options.headers });
  if (headers.get("x-api-key") === "") headers.delete("x-api-key");
  const request = new NextRequest(new URL(path, "http://localhost"), { method: options.method ?? "GET", headers });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  const body: any = text === "" ? null : JSON.parse(text);
  return { status: response.status, headers: response.headers, body };
}
