#!/usr/bin/env node
// `npm test`: builds what is stale, then the unit and API tests (Vitest), then the browser
// journeys (Playwright on Debian's Chromium). Without Chromium the journeys are skipped loudly,
// except in CI where that fails.
//   node scripts/test.mjs                  everything, on the engine TEST_DATABASE_URL picks
//   node scripts/test.mjs vitest           only the Vitest projects
//   node scripts/test.mjs journeys         only the browser journeys
//   node scripts/test.mjs --database-only  Vitest's server project only (with or without a part
//                                          named): the domain and web projects never open a
//                                          database, so a second engine's run need not repeat
//                                          them (.ci/run, docs/decisions/052)
//   node scripts/test.mjs --one-worker     Vitest in one worker instead of two, leaving a core
//                                          to the journeys running beside it (.ci/run, 055)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const started = Date.now();
const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  // A run stopped from outside prints no summary of its own: say so, or the log just ends.
  if (result.signal) console.error(`${cmd} ${args.join(" ")} was stopped by ${result.signal}`);
  return result.status ?? 1;
};

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith("--"));
for (const name of named) {
  if (name !== "vitest" && name !== "journeys") {
    console.error(`unknown part "${name}": use vitest, journeys or none (both)`);
    process.exit(2);
  }
}
for (const flag of args.filter((arg) => arg.startsWith("--"))) {
  if (flag !== "--database-only" && flag !== "--one-worker") {
    console.error(`unknown option "${flag}": only --database-only or --one-worker`);
    process.exit(2);
  }
}
const parts = named.length > 0 ? new Set(named) : new Set(["vitest", "journeys"]);
const databaseOnly = args.includes("--database-only");
const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const finished = (status) => {
  const what = [...parts].join(" and ") + (databaseOnly ? " (database tests only)" : "");
  console.info(
    `npm test (${what}, ${engine}) finished in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(status);
};

// Once, before any test: the tests that start a server process, and the browser journeys, run
// the build as `npm start` does. Building here keeps parallel test files from building at once.
const build = run(process.execPath, ["scripts/build.mjs"]);
if (build !== 0) process.exit(build);

if (parts.has("vitest")) {
  const vitest = run("npx", [
    "vitest",
    "run",
    ...(databaseOnly ? ["--project", "server"] : []),
    ...(args.includes("--one-worker") ? ["--maxWorkers=1"] : []),
  ]);
  if (vitest !== 0 || !parts.has("journeys")) finished(vitest);
}

// The journeys' browser as apps/web/playwright.config.ts picks it: CHROME_PATH, else Debian's
// Chromium headless shell, else Debian's Chromium.
const chrome =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";
if (!existsSync(chrome)) {
  const banner = [
    "",
    "!!! ==================================================================== !!!",
    `!!!  Browser journeys SKIPPED: no Chromium at ${chrome}`,
    "!!!  Install it with:  apt-get install -y chromium-headless-shell   (or set CHROME_PATH)",
    "!!! ==================================================================== !!!",
    "",
  ].join("\n");
  console.error(banner);
  if (process.env.CI === "true") {
    console.error("CI=true: a missing browser fails the run.");
    process.exit(1);
  }
  process.exit(0);
}

// AUTOMOBI_BUILT: the journeys' global setup skips the build made above; each Playwright worker
// then starts its own server from it (docs/decisions/045).
const e2e = run("npm", ["run", "test:e2e", "--silent"], {
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  AUTOMOBI_BUILT: "1",
});
finished(e2e);
