import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The modules of src/ that load `specifier` for what it runs: an import or re-export that is not
 * `import type`, or a dynamic import.
 */
function importersOf(specifier: string): string[] {
  const quoted = `"${specifier.replaceAll("/", "\\/")}"`;
  const pattern = new RegExp(
    `^(?:import|export) (?!type )[^;]*?from ${quoted};|import\\(${quoted}\\)`,
    "m",
  );
  return sourceFiles(SRC)
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => relative(SRC, file))
    .sort();
}

/**
 * Three libraries reach the pages through a module of the app's own, so that what a page
 * downloads, and when, is decided in one place: the schemas and contracts after zod is set up
 * for the browser (lib/zod.ts), and sonner with the first toast (components/ui/toast.ts).
 */
describe("the app's gateways to the domain's schemas and to sonner", () => {
  it("only lib/schemas.ts imports the domain's schemas", () => {
    expect(importersOf("@automobi/domain/schemas")).toEqual(["lib/schemas.ts"]);
  });

  it("only lib/contracts.ts imports the domain's route contracts", () => {
    expect(importersOf("@automobi/domain/contracts")).toEqual(["lib/contracts.ts"]);
  });

  it("only the toast module and its outlet import sonner", () => {
    expect(importersOf("sonner")).toEqual(["components/ui/toast.ts", "components/ui/toaster.tsx"]);
  });

  it("only lib/zod.ts imports zod for more than its types", () => {
    expect(importersOf("zod")).toEqual(["lib/zod.ts"]);
  });
});
