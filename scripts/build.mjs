#!/usr/bin/env node
// Builds the web app (Vite, pre-compressed, then its public pages prerendered by
// scripts/prerender.mjs), the server (one esbuild bundle) and the embedded database's template
// (a migrated PGlite data folder that a new DATA_DIR starts from: apps/server/src/db/pglite-template.ts).
//   node scripts/build.mjs           each part only when missing or older than its sources
//                                    (`npm start`, the tests and the benchmark run this)
//   node scripts/build.mjs --force   all, unconditionally (`npm run build`, for a deploy)
//   node scripts/build.mjs server    only the server and its template (tests that start a
//                                    server process)
// Two builds of the web app at once would empty each other's folder: build once, then start
// as many server processes as needed from the output.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { staleness } from "./freshness.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = join(root, "apps", "web");
const serverDir = join(root, "apps", "server");
const domainSrc = join(root, "packages", "domain", "src");
const lockfile = join(root, "package-lock.json");
const dbSrc = join(serverDir, "src", "db");

const parts = {
  web: {
    label: "web app (apps/web/dist)",
    // Written once Vite (and its compression) and the prerender have finished: a build that
    // failed half-way leaves no stamp, so the next start builds again.
    stamp: join(webDir, "dist", ".vite", "build-complete"),
    inputs: [
      join(webDir, "src"),
      join(webDir, "public"),
      join(webDir, "index.html"),
      join(webDir, "vite.config.ts"),
      join(webDir, "vite-precompress.ts"),
      join(webDir, "package.json"),
      join(webDir, "tsconfig.json"),
      join(root, "scripts", "prerender.mjs"),
      domainSrc,
      lockfile,
    ],
    build() {
      const vite = join(
        dirname(createRequire(join(webDir, "package.json")).resolve("vite/package.json")),
        "bin",
        "vite.js",
      );
      const run = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
        cwd: webDir,
        stdio: "inherit",
        // Vite keeps a NODE_ENV it is given: a build started from a test (NODE_ENV=test) would
        // ship React's development build.
        env: { ...process.env, NODE_ENV: "production" },
      });
      if (run.status !== 0) throw new Error(`vite build failed (exit ${run.status ?? run.signal})`);
      // The public pages as HTML (docs/decisions/019), from the index.html just built.
      const prerender = spawnSync(process.execPath, [join(root, "scripts", "prerender.mjs")], {
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production" },
      });
      if (prerender.status !== 0) {
        throw new Error(`prerender failed (exit ${prerender.status ?? prerender.signal})`);
      }
      mkdirSync(dirname(this.stamp), { recursive: true });
      writeFileSync(this.stamp, `${new Date().toISOString()}\n`);
    },
  },
  server: {
    label: "server (apps/server/dist/server.js)",
    // The bundle is written last (after its source map), in one rename.
    stamp: join(serverDir, "dist", "server.js"),
    inputs: null,
    async build() {
      const { buildServer } = await import("../apps/server/build.mjs");
      await buildServer();
    },
  },
  template: {
    label: "embedded database template (apps/server/dist/pglite-template.json)",
    // The manifest is written after the template folder is complete, in one rename.
    stamp: join(serverDir, "dist", "pglite-template.json"),
    // The migrations, the code that applies them and PGlite's version (in the lockfile).
    inputs: [
      join(serverDir, "drizzle"),
      join(dbSrc, "pglite-template.ts"),
      join(dbSrc, "build-pglite-template.ts"),
      join(dbSrc, "migrate.ts"),
      lockfile,
    ],
    build() {
      const run = spawnSync(
        process.execPath,
        ["--import", "tsx", join(dbSrc, "build-pglite-template.ts")],
        { cwd: serverDir, stdio: ["ignore", "ignore", "inherit"] },
      );
      if (run.status !== 0) {
        throw new Error(`database template failed (exit ${run.status ?? run.signal})`);
      }
    },
  },
};

/** A part named on the command line, with what it needs to run. */
const WITH = { web: ["web"], server: ["server", "template"], template: ["template"] };

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const named = args.filter((arg) => !arg.startsWith("--"));
  for (const name of named) {
    if (!(name in parts)) {
      throw new Error(`unknown part "${name}": use web, server, template or none`);
    }
  }
  const { SERVER_INPUTS } = await import("../apps/server/build.mjs");
  parts.server.inputs = SERVER_INPUTS;

  const upToDate = [];
  const selected = named.length > 0 ? new Set(named.flatMap((name) => WITH[name])) : null;
  for (const name of selected ? [...selected] : Object.keys(parts)) {
    const part = parts[name];
    const reason = force ? "--force" : staleness(part.stamp, part.inputs);
    if (!reason) {
      upToDate.push(name);
      continue;
    }
    const started = Date.now();
    console.info(`Building the ${part.label}: ${reason}…`);
    await part.build();
    console.info(`Built the ${part.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (upToDate.length > 0) console.info(`Up to date, not rebuilt: ${upToDate.join(", ")}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
