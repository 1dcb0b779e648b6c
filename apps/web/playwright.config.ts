import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * The browser: CHROME_PATH, else Debian's Chromium headless shell (`apt-get install
 * chromium-headless-shell`: the same Chromium without the desktop browser's window, GPU process
 * and UI pages, about a third less CPU per journey, docs/decisions/049), else Debian's Chromium.
 */
export function browserPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const shell = "/usr/bin/chromium-headless-shell";
  return existsSync(shell) ? shell : "/usr/bin/chromium";
}

/**
 * How many journeys run at once, each worker with its own server process and database
 * (docs/decisions/045). E2E_WORKERS overrides the default, measured on a machine of 2 cores.
 */
function workerCount(): number {
  const asked = Number(process.env.E2E_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : 2;
}

/**
 * Browser journeys against the real server, built once (e2e/global-setup.ts) and run as
 * `npm start` does: each worker starts its own on a free port with a fresh database and a
 * throw-away data directory (the `server` fixture in e2e/fixtures.ts), serving the built web
 * app from apps/web/dist.
 * Uses the system Chromium; Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: workerCount(),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  // A cap, not a wait: a journey takes 2 to 12 s on a quiet machine. On a machine two or three
  // times slower, with PostgreSQL's tests in the other lane, a long one passed 30 s (decision 057).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // Playwright empties this folder when it starts: two runs at once (one per engine, .ci/run)
  // each need their own, E2E_OUTPUT_DIR.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    ...devices["Desktop Chrome"],
    locale: "en-GB",
    timezoneId: "Europe/London",
    // Recording a trace costs every journey about a third more CPU, failing or not: off unless
    // E2E_TRACE=1 asks for one (to look into a failure); a failure always leaves a screenshot.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browserPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
