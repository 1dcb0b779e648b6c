import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));

/** The bundle `npm start` and a production start run. */
export const BUILT_SERVER = fileURLToPath(new URL("../../dist/server.js", import.meta.url));
export const BUILT_WEB_INDEX = fileURLToPath(
  new URL("../../../web/dist/index.html", import.meta.url),
);

/**
 * Tests that start a real server process run what `npm start` runs: `node dist/server.js`,
 * rebuilt first when its sources are newer, so a test never runs yesterday's code. The server
 * bundle is replaced in one rename, so test files building it at once do not collide; only
 * one test file asks for the web app too.
 */
export function ensureBuilt(parts: ("web" | "server")[] = ["server"]): string {
  const run = spawnSync(process.execPath, ["scripts/build.mjs", ...parts], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (run.status !== 0) {
    throw new Error(
      `node scripts/build.mjs ${parts.join(" ")} failed:\n${run.stdout}${run.stderr}`,
    );
  }
  return BUILT_SERVER;
}
