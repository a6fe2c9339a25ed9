import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { inlineScriptHashes } from "@/lib/server/security/inline-script-hashes";

const homeHtml = "<html><script>self.__next_f=[0]</script></html>";
const notFoundHtml = "<html><script>missing()</script></html>";
let distDir: string;

async function freshModule() {
  vi.resetModules();
  return import("@/lib/server/security/prerendered-pages");
}

describe("prerendered pages' script hashes, read from the build", () => {
  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-build-"));
    fs.mkdirSync(path.join(distDir, "server", "app"), { recursive: true });
    const routes = { "/": {}, "/_not-found": {}, "/robots.txt": {} };
    fs.writeFileSync(path.join(distDir, "prerender-manifest.json"), JSON.stringify({ routes }));
    fs.writeFileSync(path.join(distDir, "server", "app", "index.html"), homeHtml);
    fs.writeFileSync(path.join(distDir, "server", "app", "_not-found.html"), notFoundHtml);
    vi.stubEnv("NEXT_DIST_DIR", distDir);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("gives the hashes of a prerendered page's HTML", async () => {
    const { prerenderedScriptHashes } = await freshModule();
    expect(await prerenderedScriptHashes("/")).toEqual(inlineScriptHashes(homeHtml));
  });

  it("gives null for pages rendered per request and for prerendered files that are not pages", async () => {
    const { prerenderedScriptHashes } = await freshModule();
    expect(await prerenderedScriptHashes("/jobs")).toBeNull();
    expect(await prerenderedScriptHashes("/robots.txt")).toBeNull();
  });

  it("gives the not-found page's hashes for unknown paths, and none without a build", async () => {
    const { notFoundScriptHashes } = await freshModule();
    expect(await notFoundScriptHashes()).toEqual(inlineScriptHashes(notFoundHtml));
    vi.stubEnv("NEXT_DIST_DIR", path.join(distDir, "missing"));
    const withoutBuild = await freshModule();
    expect(await withoutBuild.notFoundScriptHashes()).toEqual([]);
  });
});
