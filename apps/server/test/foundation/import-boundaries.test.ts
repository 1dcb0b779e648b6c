import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");
const written: string[] = [];
/** The folders a probe touches, with their times before it: put back once the probes are gone. */
const folderTimes = new Map<string, { atime: Date; mtime: Date }>();

/**
 * Remembers the times of the folders above `file`: creating and removing a probe changes them,
 * and the build's freshness check (scripts/freshness.mjs) would then take the sources for
 * changed and rebuild, under another test run reading the build (.ci/run's lanes).
 */
function rememberFolders(file: string) {
  for (let dir = dirname(file); dir.startsWith(ROOT) && dir !== ROOT; dir = dirname(dir)) {
    if (folderTimes.has(dir) || !existsSync(dir)) continue;
    const { atime, mtime } = statSync(dir);
    folderTimes.set(dir, { atime, mtime });
  }
}

/** Writes a throwaway module at `path` (from the repository root) importing `specifier`. */
function probe(path: string, specifier: string): string {
  const file = join(ROOT, path);
  rememberFolders(file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import { x } from "${specifier}";\n\nexport const y = x;\n`);
  written.push(file);
  return path;
}

/** The restricted-import diagnostics the lint reports for each probe, by path. */
function restricted(paths: string[]): Set<string> {
  const result = spawnSync(BIOME, ["lint", "--reporter=github", ...paths], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const flagged = new Set<string>();
  for (const line of `${result.stdout}${result.stderr}`.split("\n")) {
    if (!line.includes("noRestrictedImports")) continue;
    const path = paths.find((p) => line.includes(p));
    if (path) flagged.add(path);
  }
  return flagged;
}

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
  for (const dir of ["apps/server/src/features/zz-probe", "apps/web/src/features/zz-probe"]) {
    rmSync(join(ROOT, dir), { recursive: true, force: true });
  }
  for (const [dir, { atime, mtime }] of folderTimes) {
    if (existsSync(dir)) utimesSync(dir, atime, mtime);
  }
});

describe("import boundaries, checked by the lint", () => {
  it("refuses upward and cross-feature imports, by relative path or alias, and allows the rest", () => {
    const refused = [
      probe("apps/server/src/features/zz-probe/cross.ts", "../accounts/service.ts"),
      probe("apps/server/src/email/zz-probe-up.ts", "../features/accounts/service.ts"),
      probe("apps/server/src/db/zz-probe-up.ts", "../features/outbox/repository.ts"),
      probe("apps/server/src/records/zz-probe-up.ts", "../app.ts"),
      probe(
        "apps/server/src/providers/payments/zz-probe-up.ts",
        "../../features/payments/service.ts",
      ),
      probe("apps/server/src/access/zz-probe-up.ts", "../features/auth/routes.ts"),
      probe("apps/web/src/features/zz-probe/components/cross.tsx", "../../auth/next-path"),
      probe("apps/web/src/features/zz-probe/cross-root.ts", "../auth/next-path"),
      probe("apps/web/src/features/zz-probe/components/alias.tsx", "@/features/auth/next-path"),
      probe("apps/web/src/features/zz-probe/a/b/deep.tsx", "../../../auth/next-path"),
      probe("apps/web/src/lib/zz-probe-up.ts", "../features/auth/next-path"),
      probe("apps/web/src/components/zz-probe-up.tsx", "@/app/router"),
      probe(
        "apps/web/src/features/zz-probe/components/area/sibling.tsx",
        "../../../admin-requests/api/requests",
      ),
      probe("apps/web/src/lib/admin/zz-probe-up.ts", "../../features/admin-quotes/api/quotes"),
      probe("apps/web/src/components/admin/zz-probe-up.tsx", "@/features/admin-portal/api/portal"),
    ];
    const allowed = [
      probe("apps/server/src/features/zz-probe/down.ts", "../../db/client.ts"),
      probe("apps/server/src/features/zz-probe/own.ts", "./down.ts"),
      probe("apps/server/src/email/zz-probe-down.ts", "../db/client.ts"),
      probe("apps/web/src/features/zz-probe/components/own.tsx", "../cross-root"),
      probe("apps/web/src/features/zz-probe/components/shared.tsx", "@/lib/paths"),
      probe("apps/web/src/features/zz-probe/components/admin.tsx", "@/lib/admin/query-keys"),
      probe("apps/web/src/features/zz-probe/components/area/own.tsx", "../../api/own"),
    ];
    const flagged = restricted([...refused, ...allowed]);
    expect(refused.filter((path) => !flagged.has(path))).toEqual([]);
    expect(allowed.filter((path) => flagged.has(path))).toEqual([]);
  });
});
