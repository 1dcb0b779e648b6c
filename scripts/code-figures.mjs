#!/usr/bin/env node
// The codebase's figures for a review: source files and lines, `as` casts (not `as const`),
// non-null assertions, and the import cycles among the source modules. Tests are left out.
// Usage: node scripts/code-figures.mjs
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

const ROOT = resolve(import.meta.dirname, "..");
const PARTS = { domain: "packages/domain/src", server: "apps/server/src", web: "apps/web/src" };
const WEB_SRC = join(ROOT, PARTS.web);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

/** The module a relative or `@/` specifier names, if it is one of ours. */
function resolveLocal(from, specifier) {
  let base;
  if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith("@/")) base = join(WEB_SRC, specifier.slice(2));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

const figures = {};
const edges = new Map();
for (const [part, dir] of Object.entries(PARTS)) {
  const counts = { files: 0, lines: 0, casts: 0, nonNull: 0 };
  for (const file of sourceFiles(join(ROOT, dir))) {
    const text = readFileSync(file, "utf8");
    counts.files += 1;
    counts.lines += text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const imports = [];
    const visit = (node) => {
      if (ts.isAsExpression(node) && node.type.getText(source) !== "const") counts.casts += 1;
      if (ts.isNonNullExpression(node)) counts.nonNull += 1;
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      if (statement.importClause?.isTypeOnly || statement.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const target = resolveLocal(file, specifier.text);
      if (target) imports.push(target);
    }
    edges.set(file, imports);
  }
  figures[part] = counts;
}

/** Strongly connected groups of more than one module (Tarjan), each an import cycle. */
function cycles() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const connect = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next)) continue;
      if (!state.has(next)) {
        connect(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        group.push(relative(ROOT, member));
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!state.has(node)) connect(node);
  return found;
}

const total = Object.values(figures).reduce(
  (sum, c) => ({
    files: sum.files + c.files,
    lines: sum.lines + c.lines,
    casts: sum.casts + c.casts,
    nonNull: sum.nonNull + c.nonNull,
  }),
  { files: 0, lines: 0, casts: 0, nonNull: 0 },
);
console.table({ ...figures, total });
const found = cycles();
console.info(`Import cycles (value imports, tests left out): ${found.length}`);
for (const group of found) console.info(`  ${group.join(" ⇄ ")}`);
process.exitCode = found.length === 0 ? 0 : 1;
