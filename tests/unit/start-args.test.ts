import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { startArgs } from "../../server/start-args.mjs";

describe("the production server's node arguments (npm start)", () => {
  it("end with server.mjs, by absolute path, after node's flags", () => {
    const args = startArgs();
    expect(args.at(-1)).toBe(path.resolve("server.mjs"));
    expect(args.slice(0, -1).every((arg) => arg.startsWith("--"))).toBe(true);
  });

  it("cap the JavaScript heap, so a busy server stays within 512 MB (V8 would grow it to gigabytes first)", () => {
    const flags = startArgs().slice(0, -1);
    const limit = Number(
      execFileSync(process.execPath, [...flags, "-p", "require('node:v8').getHeapStatistics().heap_size_limit"], {
        encoding: "utf8",
      }),
    );
    expect(limit / 2 ** 20).toBeGreaterThanOrEqual(256);
    expect(limit / 2 ** 20).toBeLessThanOrEqual(512);
  });
});
