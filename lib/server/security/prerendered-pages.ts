import "server-only";

import fs from "node:fs/promises";
import path from "node:path";

import { inlineScriptHashes } from "./inline-script-hashes";

/*
 * Prerendered pages are served as the HTML the build wrote, so they cannot carry a per-request
 * nonce; instead their policy lists the hashes of exactly the inline scripts in that HTML. The
 * hashes are derived from the build itself (read once per page, then kept: a build never changes
 * under a running server), so every instance computes the same policy and nothing is stored.
 */
type Build = { dir: string; routes: Set<string> };

let build: Promise<Build | null> | undefined;
const hashesByRoute = new Map<string, Promise<string[] | null>>();

async function loadBuild(): Promise<Build | null> {
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || ".next");
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, "prerender-manifest.json"), "utf8")) as {
      routes?: Record<string, unknown>;
    };
    return { dir, routes: new Set(Object.keys(manifest.routes ?? {})) };
  } catch {
    return null;
  }
}

async function readHashes(route: string): Promise<string[] | null> {
  build ??= loadBuild();
  const current = await build;
  if (!current?.routes.has(route)) return null;
  const file = path.join(current.dir, "server", "app", `${route === "/" ? "/index" : route}.html`);
  try {
    return inlineScriptHashes(await fs.readFile(file, "utf8"));
  } catch {
    return null; // a prerendered route that is not a page (robots.txt, icons, images)
  }
}

/** The inline-script hashes of the prerendered page at `pathname`, or null when it renders per request. */
export function prerenderedScriptHashes(pathname: string): Promise<string[] | null> {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let hashes = hashesByRoute.get(route);
  if (!hashes) {
    hashes = readHashes(route);
    // Only the build's own routes are kept, so arbitrary paths cannot grow the map.
    void hashes.then((found) => found === null && hashesByRoute.delete(route));
    hashesByRoute.set(route, hashes);
  }
  return hashes;
}

/** Unknown paths answer with the prerendered not-found page, which needs its own scripts. */
export function notFoundScriptHashes(): Promise<string[]> {
  return prerenderedScriptHashes("/_not-found").then((hashes) => hashes ?? []);
}
