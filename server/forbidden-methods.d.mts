import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

export function refusedMethodFor(method: string | undefined): string | undefined;
export function answerConnect(req: IncomingMessage, socket: Duplex): void;
