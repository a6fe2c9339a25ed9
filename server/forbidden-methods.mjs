// fetch's Request refuses the "forbidden methods" (TRACE, TRACK, CONNECT), so Next.js answers them 500 before
// the proxy runs. The proxy answers every method the app does not serve with a 405 and the usual headers
// (lib/server/http/method-not-allowed.ts): TRACE and TRACK reach it under a name fetch accepts. CONNECT never
// reaches the request handler (node:http drops the socket when no one listens for it): it is answered here.

const RENAMED = new Map([
  ["TRACE", "X-REFUSED-TRACE"],
  ["TRACK", "X-REFUSED-TRACK"],
]);

/** The method name the app sees: a forbidden method renamed so fetch accepts it, any other unchanged. */
export function refusedMethodFor(method) {
  return RENAMED.get(method) ?? method;
}

const CONNECT_ANSWER = [
  "HTTP/1.1 405 Method Not Allowed",
  "Allow: GET, HEAD",
  "Content-Type: text/plain; charset=utf-8",
  "Cache-Control: no-store",
  "X-Content-Type-Options: nosniff",
  "Content-Length: 20",
  "Connection: close",
  "",
  "Method not allowed.\n",
].join("\r\n");

/** node:http's "connect" listener: the server is not a proxy, so a CONNECT gets a 405 and the socket closes. */
export function answerConnect(_req, socket) {
  socket.on("error", () => socket.destroy());
  socket.end(CONNECT_ANSWER);
}
