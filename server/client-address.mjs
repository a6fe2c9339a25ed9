/** Must equal CLIENT_ADDRESS_HEADER in lib/server/rate-limit/client-address-header.ts (a test checks). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * Replaces whatever the client sent as CLIENT_ADDRESS_HEADER with the socket's remote address, the one
 * fact about the client it cannot forge. Next.js offers route handlers no socket, and fills
 * X-Forwarded-For from it only when the client sent none (`??=` in next/dist/server/base-server.js).
 */
export function stampClientAddress(req) {
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const address = req.socket.remoteAddress;
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
}
