#!/usr/bin/env node
// Lighthouse (mobile form factor, its default throttling) on pages of the built app. Builds what
// is stale, starts the built server on a free port with a fresh data folder (the demo data, as
// `npm start` seeds it), audits each page in Debian's Chromium (CHROME_PATH for another binary),
// prints the four category scores and the compressed JavaScript each page downloads, and exits
// 1 when a score is below the page's minimum: 95 for a public page, 90 for a signed-in one
// (whose SEO score is shown but not held: robots.txt keeps crawlers out of it on purpose).
// A signed-in page is audited with a demo account's session: the customer's for /dashboard, the
// admin's (with the demo staff's authenticator code) for /admin. A measurement, not a test:
// `npm test` does not run it.
//   npm run lighthouse                       /, /quote-request, /login, /dashboard and
//                                            /admin/dashboard
//   npm run lighthouse -- /about /terms      other pages
//   LIGHTHOUSE_REPORTS=dir npm run lighthouse   also writes each page's full report (JSON) there
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { signIn } from "./bench/client.mjs";

const MIN_SCORE = 95;
/** The signed-in screens' goal (issue 33): they load more than a public page. */
const MIN_SIGNED_IN_SCORE = 90;
const DEMO_PASSWORD = "Automobi-demo-1";
const DEMO_STAFF_TOTP_SECRET = "AUTOMOBIDEMOADMINSTAFFTOTPSECRET";
/** Which demo account a page is audited as, by the start of its path; other pages signed out. */
const SIGNED_IN = [
  { prefix: "/admin", email: "admin@example.com" },
  { prefix: "/dashboard", email: "customer@example.com" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (pages.length === 0)
  pages.push("/", "/quote-request", "/login", "/dashboard", "/admin/dashboard");
const accountOf = (path) => SIGNED_IN.find(({ prefix }) => path.startsWith(prefix))?.email;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
if (build.status !== 0) {
  console.error(`node scripts/build.mjs failed (exit ${build.status ?? build.signal})`);
  process.exit(1);
}

// chrome-launcher is Lighthouse's own dependency: load the copy it uses.
const { launch } = createRequire(createRequire(import.meta.url).resolve("lighthouse"))(
  "chrome-launcher",
);

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "automobi-lighthouse-"));
const serverLog = join(tmpdir(), `automobi-lighthouse-server-${port}.log`);
const logFd = openSync(serverLog, "w");
const server = spawn(process.execPath, ["apps/server/dist/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
  },
  stdio: ["ignore", logFd, logFd],
});
let exited = null;
const exitNote = () => `the server exited (${exited.code ?? exited.signal})`;
server.once("exit", (code, signal) => {
  exited = { code, signal };
});

async function waitHealthy() {
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`${exitNote()}; see ${serverLog}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {}
    if (Date.now() - started > 90_000) throw new Error("the server was not healthy in 90 s");
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The scripts the page downloaded: how many, and their bytes on the wire (as encoded, each
 * response's headers included, about 0.45 KB a script here; the bundle-budget journey counts
 * the compressed bodies alone, which is what its 100 KB goal measures).
 */
function scripts(lhr) {
  const items = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  return {
    count: items.length,
    bytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** One page's report; a failed trace (NO_NAVSTART on a busy machine) is retried once. */
async function audit(path, cookie, attempt = 1) {
  const result = await lighthouse(
    base + path,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      // What browsers send over HTTPS, so the figure does not depend on plain http.
      extraHeaders: { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) },
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
  if (!lhr.runtimeError) return lhr;
  if (attempt < 2) return audit(path, cookie, attempt + 1);
  throw new Error(`${path}: ${lhr.runtimeError.message}`);
}

/** The weighted audits of the four categories that did not pass, worst first. */
function lostPoints(lhr) {
  return CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        // Inspector issues say nothing in displayValue: name their kinds.
        const kinds = (audit.details?.items ?? []).map((item) => item.issueType).filter(Boolean);
        const shown = audit.displayValue ?? kinds.join(", ");
        const value = shown ? ` (${shown})` : "";
        return `${id}: ${ref.id} ${Math.round(audit.score * 100)}${value}`;
      }),
  );
}

let chrome;
try {
  await waitHealthy();
  chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  const notes = [];
  const sessions = new Map();
  for (const path of pages) {
    const email = accountOf(path);
    if (email && !sessions.has(email)) {
      sessions.set(
        email,
        await signIn(base, email, DEMO_PASSWORD, "127.0.0.1", DEMO_STAFF_TOTP_SECRET),
      );
    }
    const lhr = await audit(path, email ? sessions.get(email) : undefined);
    if (email && new URL(lhr.finalDisplayedUrl).pathname !== path) {
      throw new Error(`${path} as ${email} ended at ${lhr.finalDisplayedUrl}: not signed in`);
    }
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
    }
    const row = { page: path, as: email ?? "-" };
    for (const id of CATEGORIES) row[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const js = scripts(lhr);
    row.scripts = js.count;
    row["JS KB (br + headers)"] = (js.bytes / 1024).toFixed(1);
    row["LCP ms"] = Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
    rows.push(row);
    notes.push(...lostPoints(lhr).map((note) => `${path} ${note}`));
  }
  console.table(rows);
  if (notes.length > 0) console.info(`Audits that cost points:\n  ${notes.join("\n  ")}`);
  const low = rows.flatMap((row) => {
    const signedIn = row.as !== "-";
    const min = signedIn ? MIN_SIGNED_IN_SCORE : MIN_SCORE;
    // A signed-in page is kept from crawlers on purpose (robots.txt), which costs its SEO score.
    const held = signedIn ? CATEGORIES.filter((id) => id !== "seo") : CATEGORIES;
    return held
      .filter((id) => row[id] < min)
      .map((id) => `${row.page} ${id} ${row[id]} (below ${min})`);
  });
  if (low.length > 0) {
    console.error(`Below the minimum: ${low.join(", ")}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(`lighthouse failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  if (!exited) {
    const gone = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await gone;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
