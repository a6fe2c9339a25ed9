import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

import { API_OPERATIONS } from "@/app/api/openapi.json/operations";
import type { ApiOperation } from "@/lib/openapi/operation";

const API_DIR = path.join(process.cwd(), "app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every folder under app/api holding a route.ts or an openapi.ts, relative ("client/jobs/[id]"). */
function folders(file: "route.ts" | "openapi.ts"): string[] {
  return (fs.readdirSync(API_DIR, { recursive: true }) as string[])
    .filter((entry) => path.basename(entry) === file)
    .map((entry) => path.dirname(entry).split(path.sep).join("/"))
    .sort();
}

const openApiPath = (folder: string) => `/api/${folder}`.replace(/\[(\w+)\]/g, "{$1}");

/**
 * The HTTP methods a route file serves, read from its source (importing it would open the database).
 * A 405 answer re-exported under a method's name (`export { notAllowed as PUT }`) is not a served method.
 */
function servedMethods(folder: string): string[] {
  const file = path.join(API_DIR, folder, "route.ts");
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements)
        if ((element.propertyName ?? element.name).getText() !== "notAllowed") names.push(element.name.text);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (declaration.initializer?.getText() === "notAllowed") continue;
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
        else if (ts.isObjectBindingPattern(declaration.name))
          for (const element of declaration.name.elements) names.push(element.name.getText());
      }
    } else if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name) {
      names.push(statement.name.text);
    }
  }
  return names.filter((name) => METHODS.includes(name)).sort();
}

const contracts = async () =>
  Promise.all(
    folders("openapi.ts").map(async (folder) => {
      const contract = (await import(/* @vite-ignore */ path.join(API_DIR, folder, "openapi.ts"))) as {
        operations: ApiOperation[];
      };
      return { folder, operations: contract.operations };
    }),
  );

describe("the OpenAPI description beside each route file", () => {
  it("sits beside every route.ts, and only beside one", () => {
    expect(folders("openapi.ts")).toEqual(folders("route.ts"));
  });

  it("describes its own folder's path and exactly the methods its route file serves", async () => {
    for (const { folder, operations } of await contracts()) {
      expect(Array.isArray(operations), `${folder}/openapi.ts exports operations`).toBe(true);
      // An empty list is a route left out of the document on purpose (its openapi.ts says why); the
      // integration test tests/integration/openapi.test.ts names them.
      if (operations.length === 0) continue;
      for (const operation of operations)
        expect(operation.path, `${folder}/openapi.ts: ${operation.method} ${operation.path}`).toBe(openApiPath(folder));
      const described = operations.map((operation) => operation.method.toUpperCase()).sort();
      expect(described, `${folder}/openapi.ts against its route.ts`).toEqual(servedMethods(folder));
    }
  });

  it("is collected into the served document, every operation once, sorted by path", async () => {
    const described = (await contracts()).flatMap(({ folder, operations }) =>
      operations.map((operation) => ({ folder, operation })),
    );
    for (const { folder, operation } of described)
      expect(
        API_OPERATIONS.filter((collected) => collected === operation),
        `${operation.method} ${operation.path} from ${folder}/openapi.ts is collected by app/api/openapi.json/operations.ts`,
      ).toHaveLength(1);
    expect(API_OPERATIONS).toHaveLength(described.length);
    const paths = API_OPERATIONS.map((operation) => operation.path);
    expect(paths).toEqual([...paths].sort());
  });
});
