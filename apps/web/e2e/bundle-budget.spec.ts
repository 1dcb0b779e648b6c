import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_CUSTOMER, signInByApi } from "./support/accounts";
import { REPO_ROOT } from "./support/server";

const KB = 1024;
/**
 * JavaScript bytes each public page may put on the wire, compressed as the server sends it.
 * The goal is 100 KB for every public page (issue "Performance at scale"). React, React
 * Router in declarative mode (docs/decisions/029; its framework mode's code comes with it,
 * unused, since the build no longer rewrites the library: decision 051) and the site's shell
 * are about 80 KB;
 * TanStack Query, the select lists' and dialogs' code, zod and the shared schemas are not loaded
 * by these pages (docs/decisions/023 and 025), nor is the quote form's model catalogue. The
 * sign-in, register, password and quote forms are plain forms with no form library
 * (docs/decisions/047). Each budget holds what has been reached, about 1.5 KB above it; the
 * dashboard's split into code loaded on demand (decision 069) moved the shared chunks' borders
 * and cost each public page 0.1 to 0.5 KB of chunk overhead.
 */
const BUDGETS = [
  { path: "/", heading: "How It Works", bytes: 86.5 * KB },
  { path: "/login", heading: "Sign In", bytes: 93 * KB },
  { path: "/register", heading: "Register", bytes: 94 * KB },
  { path: "/forgot-password", heading: "Forgot Password", bytes: 88.5 * KB },
  // The quote form is a plain form too (docs/decisions/047).
  { path: "/quote-request", heading: "Get Your Car Quote", bytes: 99 * KB },
];
/** Zod's own code: its chunk holds the error class every schema check can throw. */
const ZOD_MARKER = "ZodError";
/** TanStack Query comes with the pages that use it (app/layouts/query-layout.tsx). */
const QUERY_MARKER = "No QueryClient set";
/** Radix's Select comes with the first use of a select (components/form/select-control.tsx). */
const SELECT_MARKER = "SelectContentImpl";
/**
 * The model catalogue (an Audi trim level) comes once a make is chosen or the model field is
 * used (features/quote-request/model-catalogue.ts).
 */
const CATALOGUE_MARKER = "Vorsprung";
/**
 * Radix's dialog machinery (its focus trap's event), downloaded when a dialog first opens or
 * its trigger is pointed at (components/ui/dialog.tsx).
 */
const DIALOG_MARKER = "focusScope.autoFocusOnMount";
/** react-hook-form's code: the name of its React context. */
const FORM_LIBRARY_MARKER = "HookFormContext";
const SIGNED_IN_CHUNK = /^(dashboard|profile|admin|garage)-/;
/** Sonner comes with the first toast (components/ui/toast.ts), never with a page. */
const TOAST_CHUNK_MARKER = "data-sonner-toaster";

/**
 * Where each marker must be found for its absence from a page to mean anything: the library's
 * own installed code (or the app's source for the catalogue), and, for what the app does load
 * on other pages, one of the built chunks.
 */
const MARKER_SOURCES = [
  { marker: TOAST_CHUNK_MARKER, source: "sonner", built: true },
  { marker: ZOD_MARKER, source: "zod", built: true },
  { marker: QUERY_MARKER, source: "@tanstack/react-query", built: true },
  { marker: SELECT_MARKER, source: "@radix-ui/react-select", built: true },
  { marker: FORM_LIBRARY_MARKER, source: "react-hook-form", built: true },
  { marker: DIALOG_MARKER, source: "@radix-ui/react-focus-scope", built: true },
  {
    marker: CATALOGUE_MARKER,
    source: "packages/domain/src/catalogue",
    ownCode: true,
    built: true,
  },
];

const requireFromWeb = createRequire(join(REPO_ROOT, "apps/web/package.json"));

/** The installed package's folder, as the web app resolves it (some export no package.json). */
function packageFolder(library: string): string {
  const folder = (requireFromWeb.resolve.paths(library) ?? [])
    .map((modules) => join(modules, library))
    .find((candidate) => existsSync(join(candidate, "package.json")));
  if (!folder) throw new Error(`${library} is not installed`);
  return folder;
}

/** The JavaScript files under a folder, without source maps, type files or nested packages. */
function scriptsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : scriptsUnder(path);
    return /\.(m?js|cjs|ts)$/.test(entry.name) && !/\.d\.[mc]?ts$/.test(entry.name) ? [path] : [];
  });
}

const contains = (files: string[], marker: string) =>
  files.some((file) => readFileSync(file, "utf8").includes(marker));

test("each marker the pages are searched for is in the code it stands for, so its absence means something", () => {
  const builtChunks = scriptsUnder(join(REPO_ROOT, "apps/web/dist/assets"));
  expect(builtChunks.length).toBeGreaterThan(0);
  for (const { marker, source, built, ...own } of MARKER_SOURCES) {
    const where = "ownCode" in own ? join(REPO_ROOT, source) : packageFolder(source);
    expect(contains(scriptsUnder(where), marker), `${marker} in ${source}`).toBe(true);
    if (built) expect(contains(builtChunks, marker), `${marker} in a built chunk`).toBe(true);
  }
  const names = builtChunks.map((file) => file.split("/").pop() ?? "");
  for (const area of ["dashboard", "profile", "admin", "garage"]) {
    expect(names.some((name) => SIGNED_IN_CHUNK.test(name) && name.startsWith(`${area}-`))).toBe(
      true,
    );
  }
});

// What browsers send over HTTPS; stated here so the figure does not depend on the browser's
// choice for plain http.
test.use({ extraHTTPHeaders: { "accept-encoding": "br, gzip" } });

/** A script as the page received it: its bytes on the wire, their encoding and its text. */
interface ReceivedScript {
  file: string;
  wire: number;
  encoding: string | undefined;
  body: string;
}

/** Records every script the page downloads from now on; `received()` answers them once loaded. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<Omit<ReceivedScript, "file">>>();
  page.on("response", (response) => {
    const url = response.url();
    const isScript =
      response.request().resourceType() === "script" || new URL(url).pathname.endsWith(".js");
    if (!isScript || scripts.has(url)) return;
    scripts.set(
      url,
      // The body's bytes as received (before the browser decodes them), and how they were encoded.
      Promise.all([response.request().sizes(), response.allHeaders(), response.text()]).then(
        ([sizes, headers, body]) => ({
          wire: sizes.responseBodySize,
          encoding: headers["content-encoding"],
          body,
        }),
      ),
    );
  });
  return {
    async received(): Promise<ReceivedScript[]> {
      return Promise.all(
        [...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, ...(await size) })),
      );
    },
  };
}

/** The scripts' total bytes on the wire, and a line naming each, for the test's report. */
function summarise(sizes: ReceivedScript[]) {
  const total = sizes.reduce((sum, { wire }) => sum + wire, 0);
  const summary = `${(total / KB).toFixed(1)} KB over the wire in ${sizes.length} scripts: ${sizes
    .map(
      ({ file, wire, encoding }) =>
        `${file.split("/").pop()} ${(wire / KB).toFixed(1)} KB ${encoding ?? "identity"}`,
    )
    .join(", ")}`;
  return { total, summary };
}

for (const { path, heading, bytes } of BUDGETS) {
  test(`${path} loads under ${bytes / KB} KB of JavaScript over the wire, brotli-compressed, and no dashboard, profile, admin, toast, zod, react-hook-form, TanStack Query, select-list or model-catalogue code`, async ({
    page,
  }, testInfo) => {
    const scripts = recordScripts(page);
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();

    const sizes = await scripts.received();
    const { total, summary } = summarise(sizes);
    testInfo.annotations.push({ type: "page-js-wire", description: `${path}: ${summary}` });
    console.info(`${path} JavaScript: ${summary}`);
    expect(sizes.length).toBeGreaterThan(0);
    for (const { file, encoding } of sizes) {
      expect(encoding, `${file} is sent brotli-compressed`).toBe("br");
    }
    expect(total).toBeLessThan(bytes);
    for (const { file, body } of sizes) {
      expect(file.split("/").pop() ?? "", `${file} belongs to a signed-in area`).not.toMatch(
        SIGNED_IN_CHUNK,
      );
      expect(body.includes(TOAST_CHUNK_MARKER), `${file} carries sonner`).toBe(false);
      expect(body.includes(ZOD_MARKER), `${file} carries zod`).toBe(false);
      expect(body.includes(QUERY_MARKER), `${file} carries TanStack Query`).toBe(false);
      expect(body.includes(SELECT_MARKER), `${file} carries Radix's Select`).toBe(false);
      expect(body.includes(CATALOGUE_MARKER), `${file} carries the model catalogue`).toBe(false);
      expect(body.includes(FORM_LIBRARY_MARKER), `${file} carries react-hook-form`).toBe(false);
    }
  });
}

/**
 * The signed-in dashboard's first screen (issue 33): its tabs other than Quotes and its dialogs'
 * forms are downloaded when opened, and the API is called through the contracts' addresses
 * alone (docs/decisions/069), so the first load carries neither zod, the API's schemas nor
 * react-hook-form, nor Radix's dialog until one opens. The budget holds what has been reached,
 * about 1.5 KB above it.
 */
const DASHBOARD_BUDGET = 128 * KB;

test(`the dashboard's first screen loads under ${DASHBOARD_BUDGET / KB} KB of JavaScript and no zod, react-hook-form or dialog machinery; the Settings form's code comes when it opens`, async ({
  page,
  baseURL,
}, testInfo) => {
  await signInByApi(page, baseURL ?? "", DEMO_CUSTOMER);
  const scripts = recordScripts(page);
  await page.goto("/dashboard", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Your Quote Requests" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.waitForLoadState("networkidle");

  const first = await scripts.received();
  const { total, summary } = summarise(first);
  testInfo.annotations.push({ type: "page-js-wire", description: `/dashboard: ${summary}` });
  console.info(`/dashboard JavaScript: ${summary}`);
  expect(total).toBeLessThan(DASHBOARD_BUDGET);
  for (const { file, body } of first) {
    expect(body.includes(ZOD_MARKER), `${file} carries zod`).toBe(false);
    expect(body.includes(FORM_LIBRARY_MARKER), `${file} carries react-hook-form`).toBe(false);
    expect(body.includes(DIALOG_MARKER), `${file} carries Radix's dialog`).toBe(false);
  }

  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("dialog").getByLabel("Full Name")).toBeVisible();
  const opened = await scripts.received();
  const later = opened.filter(({ file }) => !first.some((seen) => seen.file === file));
  expect(later.some(({ body }) => body.includes(FORM_LIBRARY_MARKER))).toBe(true);
  expect(later.some(({ body }) => body.includes(ZOD_MARKER))).toBe(true);
  expect(later.some(({ body }) => body.includes(DIALOG_MARKER))).toBe(true);
  // closed with Escape, focus is back on the button that opened it
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Settings" })).toBeFocused();
});

/**
 * The staff's Admin Dashboard likewise: the set-up form of two-step verification is loaded only
 * for a staff account without it, so a staff screen's first load carries no form library.
 */
const ADMIN_DASHBOARD_BUDGET = 115 * KB;

test(`the Admin Dashboard's first screen loads under ${ADMIN_DASHBOARD_BUDGET / KB} KB of JavaScript and no zod, react-hook-form or dialog machinery`, async ({
  page,
  baseURL,
}, testInfo) => {
  await signInByApi(page, baseURL ?? "", DEMO_ADMIN);
  const scripts = recordScripts(page);
  await page.goto("/admin/dashboard", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "Active Quote Requests" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  const first = await scripts.received();
  const { total, summary } = summarise(first);
  testInfo.annotations.push({ type: "page-js-wire", description: `/admin/dashboard: ${summary}` });
  console.info(`/admin/dashboard JavaScript: ${summary}`);
  expect(total).toBeLessThan(ADMIN_DASHBOARD_BUDGET);
  for (const { file, body } of first) {
    expect(body.includes(ZOD_MARKER), `${file} carries zod`).toBe(false);
    expect(body.includes(FORM_LIBRARY_MARKER), `${file} carries react-hook-form`).toBe(false);
    expect(body.includes(DIALOG_MARKER), `${file} carries Radix's dialog`).toBe(false);
  }
});
