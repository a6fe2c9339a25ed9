import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER: "x-client-address";
export function stampClientAddress(req: IncomingMessage): void;
