import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Vite's own records (the manifest): never sent to a browser. */
const VITE_METADATA = /[\\/]\.vite[\\/]/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, so that the server
 * (`@fastify/static` with `preCompressed`) sends them as they are: brotli at its highest quality
 * costs about a second once here, and would cost that on every request if done on the fly.
 * A variant that is not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "automobi:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file of the build (the page, the chunks, the copied public folder) is written.
    async writeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !VITE_METADATA.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          const size = raw.length;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: size,
              },
            }),
            gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < size) await writeFile(`${file}.br`, br);
          if (gz.length < size) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
