#!/usr/bin/env node
// Prerenders the public pages of the built web app (docs/decisions/019): a Vite SSR build of
// apps/web/src/prerender.tsx into a temporary folder, then its render(path) for each page,
// written into a copy of dist/index.html as dist/prerendered/<name>.html with brotli and gzip
// copies (as apps/web/vite-precompress.ts makes the others). Run by scripts/build.mjs after
// the client build, with NODE_ENV=production; needs that build's dist/index.html.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const webDir = fileURLToPath(new URL("../apps/web/", import.meta.url));
const distDir = join(webDir, "dist");
const outDir = join(distDir, "prerendered");
const ROOT_ELEMENT = '<div id="root"></div>';

const vite = join(
  dirname(createRequire(join(webDir, "package.json")).resolve("vite/package.json")),
  "bin",
  "vite.js",
);
// Inside the repository's node_modules, so that the bundle's imports of react and the other
// packages (kept external by Vite's SSR build) resolve.
const cacheDir = join(webDir, "..", "..", "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const ssrDir = mkdtempSync(join(cacheDir, "automobi-prerender-"));
try {
  const args = ["build", "--ssr", "src/prerender.tsx", "--outDir", ssrDir, "--emptyOutDir"];
  const run = spawnSync(process.execPath, [vite, ...args, "--logLevel", "warn"], {
    cwd: webDir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (run.status !== 0)
    throw new Error(`vite build --ssr failed (exit ${run.status ?? run.signal})`);

  const { render, prerenderedPages } = await import(
    pathToFileURL(join(ssrDir, "prerender.js")).href
  );
  const indexHtml = readFileSync(join(distDir, "index.html"), "utf8");
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const { path, name } of prerenderedPages) {
    const markup = await render(path);
    // The Content-Security-Policy runs no inline script: markup that needs one (a Suspense
    // boundary React outlined) would hydrate wrongly.
    if (markup.includes("<script")) throw new Error(`${path} prerendered with an inline script`);
    // No modulepreload of the page's own chunks: on a slow phone they took the bandwidth the
    // stylesheet needed, and the first paint came later (Lighthouse: /quote-request 3.3 s).
    const html = indexHtml.replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
    const file = join(outDir, `${name}.html`);
    const raw = Buffer.from(html);
    writeFileSync(file, raw);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  }
  console.info(`Prerendered ${prerenderedPages.length} pages into apps/web/dist/prerendered`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
