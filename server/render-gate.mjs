// Page renders take their turn. Node shares its one thread among every request in flight, so under a burst fifty
// renders of /jobs all advance together, all hold their half-built HTML in memory, and each finishes late: the
// unlucky ones, interleaved with every newcomer, several times later than the rest. Letting a few renders run at
// once and the others wait in arrival order serves the same number per second with less memory and less garbage
// collection, and a request waits about as long as the one before it (a p99 near the p50). Only page renders wait:
// API calls, event streams, static files and images pass straight through.

const DEFAULT_CONCURRENCY = 8;
const DEFAULT_QUEUE_LIMIT = 1_000;
const PASS_THROUGH = /^\/(api|_next\/(static|image))(\/|$)/;

/** Whether a request renders a page: a GET or HEAD outside the API and static files, for a path without an extension. */
export function rendersPage(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "/").split("?")[0];
  if (PASS_THROUGH.test(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/**
 * The gate's sizes from RENDER_CONCURRENCY (default 8) and RENDER_QUEUE_LIMIT (default 1,000); a value that is not a
 * whole number of at least 1 throws, naming the variable, so the server stops instead of running ungated.
 */
export function renderGateOptions(env = process.env) {
  const read = (name, fallback) => {
    const text = env[name];
    if (text === undefined || text === "") return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number of at least 1, not "${text}"`);
    return value;
  };
  return {
    concurrency: read("RENDER_CONCURRENCY", DEFAULT_CONCURRENCY),
    queueLimit: read("RENDER_QUEUE_LIMIT", DEFAULT_QUEUE_LIMIT),
  };
}

/**
 * A gate of `concurrency` page renders at a time with a first-come queue of up to `queueLimit` more (past it a render
 * is answered 503 with Retry-After). A turn ends when the answer is finished or the connection closes; a request
 * whose client left while it waited is dropped.
 */
export function renderGate({ concurrency = DEFAULT_CONCURRENCY, queueLimit = DEFAULT_QUEUE_LIMIT } = {}) {
  let running = 0;
  const waiting = [];

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const turn = waiting.shift();
      if (turn.left) continue;
      start(turn);
    }
  };

  const start = ({ req, res, handle }) => {
    running += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      running -= 1;
      next();
    };
    res.once("finish", finish);
    res.once("close", finish);
    handle(req, res);
  };

  /** Runs `handle(req, res)` now, or when a turn frees up if `req` renders a page and all turns are taken. */
  function admit(req, res, handle) {
    if (!rendersPage(req)) return handle(req, res);
    if (running < concurrency) return start({ req, res, handle });
    if (waiting.length >= queueLimit) {
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "1" });
      res.end("The server is busy. Try again in a moment.");
      return;
    }
    const turn = { req, res, handle, left: false };
    res.once("close", () => (turn.left = true));
    waiting.push(turn);
  }

  return { admit, stats: () => ({ running, waiting: waiting.length }) };
}
