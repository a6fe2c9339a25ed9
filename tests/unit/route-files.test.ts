import fs from "node:fs";
import { describe, expect, it } from "vitest";

import { routeMethodsFor } from "@/lib/server/http/method-not-allowed";
import { apiRouteFiles, renderRouteMethods, ROUTE_METHODS_FILE, routeMethods } from "@/scripts/generate-route-methods";

const files = apiRouteFiles();

describe("app/api route files", () => {
  it("are all found", () => {
    expect(files.length).toBeGreaterThanOrEqual(90);
  });

  it("start each exported method with `// METHOD /api/path – what it does`, its own statement", () => {
    const problems: string[] = [];
    for (const { file, pattern, source, exports } of files) {
      const lines = source.split("\n");
      if (exports.length === 0) problems.push(`${file}: exports no method`);
      for (const { method, line, viaList } of exports) {
        if (viaList) {
          problems.push(`${file}: ${method} is exported through a list; give it its own export statement`);
          continue;
        }
        let first = line;
        while (first > 0 && lines[first - 1]!.startsWith("//")) first--;
        const header = `// ${method} ${pattern} – `;
        const found = lines[first]!;
        if (first === line || !found.startsWith(header) || found.length === header.length) {
          problems.push(`${file}:${line + 1}: ${method} needs the header "${header}what it does" right above it`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("export no 405 handlers: the proxy answers methods a route does not serve", () => {
    const offenders = files.filter(({ source }) => /methodNotAllowed|\b405\b/.test(source)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("match the committed table of route methods", () => {
    const committed = fs.readFileSync(ROUTE_METHODS_FILE, "utf8");
    expect(committed === renderRouteMethods(routeMethods(files)), "run npm run routes:generate").toBe(true);
  });
});

describe("routeMethodsFor", () => {
  it("finds the route file Next would pick: static before [param] before [...catchAll]", () => {
    expect(routeMethodsFor("/api/jobs")).toEqual(["GET"]);
    expect(routeMethodsFor("/api/jobs/a-slug")).toEqual(["GET"]);
    expect(routeMethodsFor("/api/jobs/a-slug/report")).toEqual(["POST"]);
    expect(routeMethodsFor("/api/auth/password/forgot")).toEqual(["POST"]);
    expect(routeMethodsFor("/api/auth/session")).toEqual(["GET", "POST"]);
    expect(routeMethodsFor("/api/auth/callback/google")).toEqual(["GET", "POST"]);
    expect(routeMethodsFor("/api/talent/profile/resume.json")).toEqual(["GET"]);
    expect(routeMethodsFor("/api/client/shortlists/3/talent/4")).toEqual(["PUT", "DELETE"]);
    expect(routeMethodsFor("/api/manage/accounts/talent/5/suspend")).toEqual(["POST"]);
  });

  it("sends unknown API paths to the catch-all, and leaves pages and odd slashes alone", () => {
    const catchAll = ["GET", "POST", "PUT", "PATCH", "DELETE"];
    expect(routeMethodsFor("/api/no/such/route")).toEqual(catchAll);
    expect(routeMethodsFor("/api/jobs/a/b/c")).toEqual(catchAll);
    expect(routeMethodsFor("/api/talent/custom%5Fskills")).toEqual(["GET"]);
    expect(routeMethodsFor("/jobs")).toBeUndefined();
    expect(routeMethodsFor("/api/health/")).toBeUndefined();
    expect(routeMethodsFor("/api//health")).toBeUndefined();
    expect(routeMethodsFor("/api/%ff")).toBeUndefined();
  });
});
