import type { IncomingMessage, ServerResponse } from "node:http";

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

export function rendersPage(req: Pick<IncomingMessage, "method" | "url">): boolean;
export function renderGateOptions(env?: Record<string, string | undefined>): {
  concurrency: number;
  queueLimit: number;
};
export function renderGate(options?: { concurrency?: number; queueLimit?: number }): {
  admit(req: IncomingMessage, res: ServerResponse, handle: Handle): void;
  stats(): { running: number; waiting: number };
};
