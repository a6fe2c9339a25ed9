// The HTML a page sends, uncompressed (the body's bytes, as a client without Accept-Encoding receives it).
import { FLOOR_PAGE } from "./suites.mjs";

export async function htmlBytes(origin, paths = { floor: FLOOR_PAGE, home: "/" }) {
  const out = {};
  for (const [name, path] of Object.entries(paths)) {
    const response = await fetch(`${origin}${path}`, { headers: { "Accept-Encoding": "identity" } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    out[name] = (await response.arrayBuffer()).byteLength;
  }
  return out;
}
