import type { Server } from "node:http";

export function lingerBeforeClosing(server: Server, options?: { timeoutMs?: number; maxBytes?: number }): void;
