import { NextRequest } from "next/server";

export const API_KEY = process.env.NEXT_PUBLIC_API_KEY as string;

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type FormValue = string | Blob | (string | Blob)[];

export type CallOptions = {
  method?: string;
  /** Sent as multipart/form-data, the way the browser sends it. */
  form?: Record<string, FormValue>;
  json?: unknown;
  body?: BodyInit;
  token?: string;
  apiKey?: string | null;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  path?: string;
};

export function formData(fields: Record<string, FormValue>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      data.append(Array.isArray(value) ? `${key}[]` : key, item);
    }
  }
  return data;
}

export function buildRequest(options: CallOptions = {}): NextRequest {
  const headers = new Headers(options.headers);
  if (options.apiKey !== null) headers.set("x-api-key", options.apiKey ?? API_KEY);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.body;
  if (options.form) body = formData(options.form);
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  return new NextRequest(`http://localhost${options.path ?? "/api/test"}`, { method, headers, body });
}

/** Calls a route handler the way Next.js would and reads its JSON answer. */
export async function call(handler: Handler, options: CallOptions = {}) {
  return readAnswer(await handler(buildRequest(options), { params: Promise.resolve(options.params ?? {}) }));
}

/** Sends a request through proxy.ts, which answers some (a method the route does not serve) before any handler. */
export async function callProxy(options: CallOptions) {
  const { proxy } = await import("@/proxy");
  return readAnswer(await proxy(buildRequest(options)));
}

async function readAnswer(response: Response) {
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
  const body: any = text ? JSON.parse(text) : null;
  return { status: response.status, body, headers: response.headers };
}
