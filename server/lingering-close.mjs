// After the last answer on a connection (the client asked to close, or the answer said so), Node destroys the
// socket as soon as the answer is written. A client still sending a body nobody read (a large upload refused
// early, a GET with a body) then has its next bytes answered by the kernel with a reset, and loses the answer
// it was about to read: a 413 or 401 arrives as ECONNRESET. As nginx's lingering close does: send the answer,
// read and discard the rest of the body, then close; give up after a short while or too many bytes.

const LINGER_MS = 5_000;
const LINGER_BYTES = 16 * 1024 * 1024;
const CURRENT_REQUEST = Symbol("currentRequest");

/** Makes `server` read the rest of an unread request body before closing the connection. */
export function lingerBeforeClosing(server, { timeoutMs = LINGER_MS, maxBytes = LINGER_BYTES } = {}) {
  server.on("request", (req) => {
    req.socket[CURRENT_REQUEST] = req;
  });
  server.on("connection", (socket) => {
    const destroySoon = socket.destroySoon;
    // node:http calls destroySoon() once the connection's last answer is finished (and has started
    // discarding the request's body, which it reads on through the same parser).
    socket.destroySoon = function lingeringDestroySoon() {
      const req = this[CURRENT_REQUEST];
      if (!req || req.complete || this.destroyed) return destroySoon.call(this);
      const close = () => {
        clearTimeout(timer);
        destroySoon.call(this);
      };
      const timer = setTimeout(close, timeoutMs);
      timer.unref();
      let discarded = 0;
      req.on("data", (chunk) => {
        discarded += chunk.length;
        if (discarded > maxBytes) close();
      });
      req.once("end", close);
      req.once("error", close);
      this.once("close", () => clearTimeout(timer));
      req.resume();
    };
  });
}
