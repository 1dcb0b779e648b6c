import { test as base, expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { fromClient } from "./support/accounts";
import { type RunningServer, startServer } from "./support/server";

export interface PublicConfig {
  platformName: string;
  supportEmail: string;
  legal: { effectiveDate: string; updatedDate: string };
}

interface Fixtures {
  /** Messages the browser reported as errors during the test; must be empty at the end. */
  browserErrors: string[];
}

interface WorkerFixtures {
  /**
   * This worker's own server process with its own database (docs/decisions/045): the journeys
   * of one worker share it, one after the other; no two workers share anything.
   */
  server: RunningServer;
}

/** The first start of the server reads the bundle and, on PostgreSQL, migrates a database. */
const SERVER_START_TIMEOUT_MS = 120_000;

/**
 * Until the app has run, a prerendered page (docs/decisions/019) shows its content but its
 * buttons do nothing: wait for the app's `data-ready` mark (pages without the app's root, such
 * as the sitemap, need none).
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.hasAttribute("data-ready"),
  );
}

/**
 * Every journey runs against its worker's server, and fails if any page in it logs a console
 * error or throws an uncaught exception.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: SERVER_START_TIMEOUT_MS },
  ],
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },
  // Each journey's browser comes from an address of its own (see fromClient), so that the
  // per-address limits (20 vehicle look-ups in 10 minutes, say) count one journey's requests,
  // as they would one visitor's, not those of every journey before it on the same server.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use(fromClient(`browser:${testInfo.testId}`));
  },

  browserErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        errors.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await use(errors);
      expect(errors, "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits for running transitions, and for every toast to be fully shown or gone. */
async function settled(page: Page) {
  // A toast or dialog still fading in blends its colours with the page behind: wait for the
  // running transitions, so the contrast measured is the one people read.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  // A toast being dismissed stays in the page while it fades out, read by no one: wait until
  // it has gone; one coming in, until it is fully shown (one hidden behind the visible stack
  // is read by no one either). A page whose toasts never settle is measured as it is.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].every(
          (toast) =>
            toast.dataset.visible === "false" ||
            (toast.dataset.removed !== "true" &&
              toast.dataset.mounted === "true" &&
              getComputedStyle(toast).opacity === "1" &&
              toast.getAnimations().length === 0),
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * axe-core's rules for WCAG 2 A and AA, run in the page: injected once per document (a
 * navigation leaves a page without it) and run over the whole document with `axe.run`. The
 * app has no frames, so this is all of it; `@axe-core/playwright`'s way opens a blank page
 * and injects the library twice for every scan, which cost 1.2 s a scan against 0.15 s here
 * (docs/decisions/057).
 */
async function axeViolations(page: Page): Promise<axe.Result[]> {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
      resultTypes: ["violations"],
    });
    return results.violations;
  });
}

/** Runs axe for WCAG 2 A and AA on the page as it is and expects no violations. */
export async function expectAccessible(page: Page) {
  await settled(page);
  const scan = async () => ({ violations: await axeViolations(page) });
  let { violations } = await scan();
  if (violations.length > 0) {
    // Something may have started to appear during the scan (a toast after a save): measure
    // again once it has settled, so what is reported is what people see.
    await settled(page);
    ({ violations } = await scan());
  }
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary}`)
          .join("\n"),
    )
    .join("\n");
  expect(violations, `accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}

/** The server's public configuration, as the tests compare pages against it. */
export async function readPublicConfig(page: Page): Promise<PublicConfig> {
  const response = await page.request.get("/api/public-config");
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicConfig;
}

/** The date formatted as the legal pages show it: 1 March 2026. */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
