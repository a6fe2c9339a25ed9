import http from "node:http";

export type RawRequest = {
  method?: string;
  /** Sent as is: callers percent-encode what they mean to be valid. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  timeoutMs?: number;
  /** False: a fresh connection, closed after the answer (no keep-alive reuse races). */
  keepAlive?: boolean;
  /** The loopback address to connect from (127.0.0.2 …), to act as another client. */
  localAddress?: string;
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
  json(): unknown;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request through node:http, so bodies, paths and headers go out byte for byte as given. */
export function request(origin: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(origin);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const outgoing = http.request(
      {
        agent: req.keepAlive === false ? false : agent,
        host: url.hostname,
        port: url.port,
        localAddress: req.localAddress,
        method: req.method ?? "GET",
        path: req.path,
        headers: { ...req.headers, ...(body ? { "content-length": String(body.length) } : {}) },
        timeout: req.timeoutMs ?? 30_000,
      },
      (res) => {
        // An event stream never ends by design: its status and headers are the answer, and the connection is let go.
        if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
          const answer = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) };
          resolve({ ...answer, ms: Date.now() - started, json: () => undefined });
          outgoing.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const buffer = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: buffer,
            ms: Date.now() - started,
            json: () => JSON.parse(buffer.toString("utf8")),
          });
        });
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new Error(`timed out after ${req.timeoutMs ?? 30_000} ms: ${req.method ?? "GET"} ${req.path}`)),
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The JSON body's `message` when the answer is a JSON object that has a non-empty one. */
export function jsonMessage(res: RawResponse): string | undefined {
  if (!String(res.headers["content-type"] ?? "").includes("application/json")) return undefined;
  try {
    const value = res.json() as { message?: unknown };
    return typeof value?.message === "string" && value.message.length > 0 ? value.message : undefined;
  } catch {
    return undefined;
  }
}

/** A small JSON API client over `request`, with the API key unless told otherwise. */
export function api(origin: string, apiKey: string) {
  type CallOptions = {
    json?: unknown;
    form?: Multipart;
    token?: string;
    headers?: Record<string, string>;
    localAddress?: string;
  };
  const call = (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { "x-api-key": apiKey, accept: "application/json", ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: Buffer | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = Buffer.from(JSON.stringify(options.json));
    } else if (options.form) {
      headers["content-type"] = `multipart/form-data; boundary=${options.form.boundary}`;
      body = options.form.toBuffer();
    }
    return request(origin, { method, path, headers, body, localAddress: options.localAddress });
  };
  return {
    get: (path: string, options?: Parameters<typeof call>[2]) => call("GET", path, options),
    post: (path: string, options?: Parameters<typeof call>[2]) => call("POST", path, options),
  };
}

export type MultipartPart = { name: string; value: string | Buffer; filename?: string; contentType?: string };

/** A hand-built multipart/form-data body (so tests can also break it on purpose). */
export class Multipart {
  readonly boundary = `----reliability${Math.random().toString(16).slice(2)}`;
  readonly parts: MultipartPart[] = [];
  add(part: MultipartPart): this {
    this.parts.push(part);
    return this;
  }
  field(name: string, value: string): this {
    return this.add({ name, value });
  }
  file(name: string, value: Buffer, filename: string, contentType: string): this {
    return this.add({ name, value, filename, contentType });
  }
  toBuffer(): Buffer {
    const chunks: Buffer[] = [];
    for (const part of this.parts) {
      const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
      const head = `--${this.boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ""}\r\n`;
      chunks.push(
        Buffer.from(head),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from("\r\n"),
      );
    }
    chunks.push(Buffer.from(`--${this.boundary}--\r\n`));
    return Buffer.concat(chunks);
  }
}
