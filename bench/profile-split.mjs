// Splits a V8 .cpuprofile's self time into the buckets a server-rendered page spends it in (routing, data, React's
// HTML render, RSC serialisation and decoding, Next's app-render, HTML streaming, GC, Node's runtime, the proxy).
// Next ships its server runtime minified in a few large files, so each frame is first mapped through the file's
// source map (Node's own `SourceMap`) to the module it came from, then classified by that module's path.
//
//   node bench/profile-split.mjs <file.cpuprofile> [--from <µs> --to <µs>] [--requests <n>] [--top <n>] [--json]
//
// --from/--to keep only the samples taken in that window (V8's monotonic clock, in µs); --requests turns the CPU
// time into milliseconds per request; --top lists the heaviest frames of each bucket.
import fs from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/** Buckets in report order; the first rule whose pattern matches a frame's module (or name) wins. */
export const BUCKETS = [
  "routing",
  "data",
  "react html render (fizz)",
  "rsc serialisation",
  "rsc decode",
  "next app-render",
  "html streaming",
  "app code",
  "gc",
  "node runtime",
  "proxy",
  "other",
];

// Next's sources appear as `…/next/src/…` or `…/next/dist/(esm/)…` once mapped; `N` matches either prefix.
const N = String.raw`next\/(?:src\/|dist\/(?:esm\/)?)`;
const next = (pattern) => new RegExp(`${N}(?:${pattern})`);

const RULES = [
  ["gc", { name: /^\(garbage collector\)$/ }],
  ["node runtime", { name: /^\(program\)$/ }],
  ["proxy", { source: /(^|\/)(proxy|middleware)\.(ts|js|mjs)$|@edge-runtime/ }],
  ["proxy", { source: next(String.raw`server\/web\/|build\/templates\/middleware`) }],
  [
    "data",
    {
      source:
        /drizzle-orm|@electric-sql\/pglite|\/node_modules\/pg(-[a-z]+)?\/|pg-protocol|postgres-(array|bytea|date|interval)|async-mutex|\/lib\/server\/db\/|\/lib\/server\/jobs\/|^wasm:/,
    },
  ],
  ["rsc decode", { source: /react-server-dom-[a-z]+\/cjs\/react-server-dom-[a-z]+-client/ }],
  ["rsc serialisation", { source: /react-server-dom-[a-z]+\/cjs\/react-server-dom-[a-z]+-server/ }],
  ["react html render (fizz)", { source: /react-dom\/cjs\/react-dom-server/ }],
  [
    "html streaming",
    {
      source: next(
        String.raw`server\/stream-utils|server\/app-render\/stream-ops|server\/pipe-readable|compiled\/compression`,
      ),
    },
  ],
  ["html streaming", { source: /^node:(internal\/streams|internal\/webstreams|stream|zlib|internal\/encoding)/ }],
  [
    "next app-render",
    {
      source: next(
        String.raw`server\/app-render\/|build\/templates\/app-page|server\/route-modules\/app-page|client\/|shared\/lib\/(app-router|hooks|lazy|head|router-context|server-inserted)|lib\/metadata|server\/request\/|server\/async-storage|server\/dynamic-rendering`,
      ),
    },
  ],
  ["next app-render", { source: /react\/cjs\/react(-jsx-runtime)?\.|turbopack:\/\/\/\[turbopack\]|webpack\/runtime/ }],
  ["routing", { source: next("") }],
  ["routing", { source: /\/server\.mjs$|\/server\/client-address\.mjs$/ }],
  ["app code", { source: /\/(app|components|lib|store)\/|node_modules\/(zod|clsx|next-auth|jose|@panva)\// }],
  ["node runtime", { source: /^node:|^internal\/|^$/ }],
];

const mapsByUrl = new Map();

function sourceMapFor(url) {
  if (mapsByUrl.has(url)) return mapsByUrl.get(url);
  let map = null;
  try {
    const file = url.startsWith("file://") ? fileURLToPath(url) : url;
    if (file.startsWith("/") && fs.existsSync(file)) {
      const mapFile = fs.existsSync(`${file}.map`) ? `${file}.map` : mappingUrlOf(file);
      if (mapFile && fs.existsSync(mapFile)) map = new SourceMap(JSON.parse(fs.readFileSync(mapFile, "utf8")));
    }
  } catch {
    map = null; // no usable map: the frame is classified by its own URL
  }
  mapsByUrl.set(url, map);
  return map;
}

function mappingUrlOf(file) {
  const tail = fs.readFileSync(file, "utf8").slice(-400);
  const match = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(tail);
  if (!match || match[1].startsWith("data:")) return null;
  return fileURLToPath(new URL(match[1], pathToFileURL(file)));
}

/** The module a frame's code came from: its source map's original source, or its URL. */
function originOf(frame) {
  const { url, lineNumber, columnNumber } = frame;
  if (!url) return "";
  const map = sourceMapFor(url);
  if (map && lineNumber >= 0) {
    const source = map.findEntry(lineNumber, columnNumber)?.originalSource;
    if (source) return absoluteSource(source, url);
  }
  return url.replace(/^file:\/\//, "");
}

/** Sources are relative to their map (…/next/dist/server/x.js.map → ../../src/server/x.ts), or carry a scheme. */
function absoluteSource(source, url) {
  if (source.startsWith("webpack://next/./")) return `/next/${source.slice("webpack://next/./".length)}`;
  if (/^[a-z]+:/.test(source) && !source.startsWith("file:")) return source;
  try {
    return decodeURIComponent(new URL(source, url).pathname);
  } catch {
    return source;
  }
}

export function classify(frame, origin = originOf(frame)) {
  for (const [bucket, rule] of RULES) {
    if (rule.name && rule.name.test(frame.functionName)) return bucket;
    if (rule.source && rule.source.test(origin)) return bucket;
  }
  return frame.url ? "other" : "node runtime"; // frames with no URL are V8 and Node builtins
}

/** Self time per bucket (µs), optionally within a window of V8's monotonic clock, plus the heaviest frames. */
export function splitProfile(profile, { from = -Infinity, to = Infinity } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  let time = profile.startTime;
  let idleUs = 0;
  let windowStart = Infinity;
  let windowEnd = -Infinity;
  for (let index = 0; index < profile.samples.length; index += 1) {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) continue;
    windowStart = Math.min(windowStart, time);
    windowEnd = Math.max(windowEnd, time);
    // Each sample stands for the interval that follows it; the next delta is its length.
    const interval = profile.timeDeltas[index + 1] ?? delta;
    const node = nodes.get(profile.samples[index]);
    if (!node) continue;
    if (node.callFrame.functionName === "(idle)") idleUs += interval;
    else selfUs.set(node.id, (selfUs.get(node.id) ?? 0) + interval);
  }

  const buckets = Object.fromEntries(BUCKETS.map((bucket) => [bucket, 0]));
  const frames = new Map();
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id).callFrame;
    const origin = originOf(frame);
    const bucket = classify(frame, origin);
    buckets[bucket] += us;
    const key = `${bucket}\t${frame.functionName || "(anonymous)"}\t${shorten(origin)}`;
    frames.set(key, (frames.get(key) ?? 0) + us);
  }
  const busyUs = Object.values(buckets).reduce((sum, us) => sum + us, 0);
  const heaviest = [...frames]
    .sort((a, b) => b[1] - a[1])
    .map(([key, us]) => {
      const [bucket, name, origin] = key.split("\t");
      return { bucket, name, origin, us };
    });
  return { busyUs, idleUs, wallUs: windowEnd > windowStart ? windowEnd - windowStart : 0, buckets, heaviest };
}

const shorten = (origin) =>
  origin
    .replace(/^.*?\/node_modules\//, "")
    .replace(/^webpack:\/\/next\/\.\//, "next/")
    .replace(`${process.cwd()}/`, "");

/** The split as text: each bucket's share of busy CPU time (and ms per request when `requests` is given). */
export function formatSplit(split, { requests, top = 0, title = "" } = {}) {
  const lines = [];
  if (title) lines.push(title);
  const busyMs = split.busyUs / 1000;
  const perRequest = requests ? ` · ${(busyMs / requests).toFixed(2)} ms CPU per request (${requests} requests)` : "";
  lines.push(
    `busy ${busyMs.toFixed(0)} ms of ${(split.wallUs / 1000).toFixed(0)} ms sampled (idle ${(split.idleUs / 1000).toFixed(0)} ms)${perRequest}`,
  );
  for (const bucket of BUCKETS) {
    const us = split.buckets[bucket];
    if (!us) continue;
    const share = ((100 * us) / split.busyUs).toFixed(1).padStart(5);
    const ms = requests ? `${(us / 1000 / requests).toFixed(3)} ms/req` : `${(us / 1000).toFixed(0)} ms`;
    lines.push(`  ${bucket.padEnd(26)} ${share}%  ${ms}`);
    for (const frame of split.heaviest.filter((entry) => entry.bucket === bucket).slice(0, top)) {
      lines.push(`      ${((100 * frame.us) / split.busyUs).toFixed(1).padStart(5)}%  ${frame.name}  ${frame.origin}`);
    }
  }
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: "string" },
      to: { type: "string" },
      requests: { type: "string" },
      top: { type: "string" },
      json: { type: "boolean" },
    },
  });
  if (positionals.length !== 1) {
    console.error(
      "usage: node bench/profile-split.mjs <file.cpuprofile> [--from µs --to µs] [--requests n] [--top n] [--json]",
    );
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(positionals[0], "utf8"));
  const split = splitProfile(profile, {
    from: values.from ? Number(values.from) : undefined,
    to: values.to ? Number(values.to) : undefined,
  });
  if (values.json) console.log(JSON.stringify({ ...split, heaviest: split.heaviest.slice(0, 50) }, null, 2));
  else
    console.log(
      formatSplit(split, {
        requests: values.requests ? Number(values.requests) : undefined,
        top: Number(values.top ?? 0),
      }),
    );
}
