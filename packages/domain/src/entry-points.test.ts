import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import pkg from "../package.json" with { type: "json" };

const PACKAGE = resolve(import.meta.dirname, "..");

/**
 * Every module an entry loads when it runs, and the packages they load: the imports that stay
 * in the JavaScript (`import type` and type-only names are erased), followed module by module.
 */
function loadedBy(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const declaration =
        ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement : null;
      if (!declaration?.moduleSpecifier || !ts.isStringLiteral(declaration.moduleSpecifier)) {
        continue;
      }
      if (ts.isImportDeclaration(declaration) && !runsSomething(declaration)) continue;
      if (ts.isExportDeclaration(declaration) && declaration.isTypeOnly) continue;
      const specifier = declaration.moduleSpecifier.text;
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(join(PACKAGE, entry));
  return { modules: [...modules].map((file) => relative(PACKAGE, file)), packages: [...packages] };
}

function runsSomething(declaration: ts.ImportDeclaration): boolean {
  const clause = declaration.importClause;
  if (!clause) return true; // import "./module.ts": run for its effects
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

const entries = pkg.exports;

describe("the domain's entry points", () => {
  it("the main entry carries constants and pure rules only: no zod, no schema, no contract", () => {
    const { modules, packages } = loadedBy(entries["."]);
    expect(modules.length).toBeGreaterThan(40);
    expect(packages).toEqual([]);
    expect(modules.filter((file) => /^src\/(schemas|api|contract)\//.test(file))).toEqual([]);
  });

  it("the schemas entry carries the zod schemas, the API's answers among them", () => {
    const { modules, packages } = loadedBy(entries["./schemas"]);
    expect(packages).toEqual(["zod"]);
    expect(modules).toContain("src/schemas/quote-request.ts");
    expect(modules).toContain("src/api/dashboard.ts");
    expect(modules.filter((file) => file.startsWith("src/contract/"))).toEqual([]);
  });

  it("the contracts entry carries the route contracts with their schemas", () => {
    const { modules, packages } = loadedBy(entries["./contracts"]);
    expect(packages).toEqual(["zod"]);
    expect(modules).toContain("src/contract/quote-decisions.ts");
    expect(modules).toContain("src/route-contract.ts");
  });
});
