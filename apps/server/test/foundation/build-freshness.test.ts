import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { staleness } from "../../../../scripts/freshness.mjs";
import { BUILT_SERVER, ensureBuilt } from "../support/built-server.ts";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "automobi-freshness-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

/** A source folder with one file and a stamp, all dated `seconds`. */
function tree(name: string, sourceAt: number, stampAt: number) {
  const src = join(dir, name, "src");
  mkdirSync(join(src, "deep"), { recursive: true });
  const file = join(src, "deep", "a.ts");
  writeFileSync(file, "export {}");
  const stamp = join(dir, name, "out.js");
  writeFileSync(stamp, "");
  for (const path of [file, join(src, "deep"), src]) at(path, sourceAt);
  at(stamp, stampAt);
  return { src, file, stamp };
}

describe("deciding whether a build is needed", () => {
  it("builds what was never built", () => {
    expect(staleness(join(dir, "missing.js"), [dir])).toBe("never built");
  });

  it("does not rebuild output newer than every source", () => {
    const { src, stamp } = tree("fresh", 1_000, 2_000);
    expect(staleness(stamp, [src])).toBeNull();
  });

  it("rebuilds when a file deep in a source folder changed after the build", () => {
    const { src, file, stamp } = tree("edited", 1_000, 2_000);
    at(file, 3_000);
    expect(staleness(stamp, [src])).toBe("sources changed since the last build");
  });

  it("rebuilds when a source file was deleted (its folder changed)", () => {
    const { src, file, stamp } = tree("deleted", 1_000, 2_000);
    rmSync(file);
    expect(staleness(stamp, [src])).toBe("sources changed since the last build");
  });

  it("does not look into node_modules or dist inside a source folder", () => {
    const { src, stamp } = tree("ignored", 1_000, 2_000);
    for (const folder of ["node_modules", "dist"]) {
      mkdirSync(join(src, folder));
      writeFileSync(join(src, folder, "x.js"), "");
      at(join(src, folder, "x.js"), 3_000);
      at(join(src, folder), 3_000);
    }
    at(src, 1_000);
    expect(staleness(stamp, [src])).toBeNull();
  });

  it("leaves the server bundle alone when the build runs again on an unchanged tree", () => {
    ensureBuilt();
    const before = statSync(BUILT_SERVER).mtimeMs;
    const again = spawnSync(process.execPath, ["scripts/build.mjs", "server"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("Up to date, not rebuilt: server");
    expect(statSync(BUILT_SERVER).mtimeMs).toBe(before);
  });
});
