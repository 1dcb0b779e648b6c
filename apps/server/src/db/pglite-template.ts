// A new embedded database starts from a template made at build time: a PGlite data folder
// with the migrations of that moment applied. Copying it (about 40 MB) and opening it takes
// about 0.3 s, where creating a database (initdb in WebAssembly) and migrating it takes about
// 2 s and loading the same folder from PGlite's tarball (`loadDataDir`) about 0.8 s. The
// migrator still runs after it, so a template missing newer migrations only costs their time;
// one whose migrations differ from the committed files is not used at all.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "./migrate.ts";

/** What `scripts/build.mjs` writes; the manifest is written last and is the build's stamp. */
export const PGLITE_TEMPLATE = fileURLToPath(
  new URL("../../dist/pglite-template.json", import.meta.url),
);

interface TemplateManifest {
  /** The template's data folder, beside the manifest. */
  folder: string;
  /** The applied migrations' hashes, as Drizzle computes them, in order. */
  migrations: string[];
}

/** Only a database holds this file; PGlite looks for it too. */
const VERSION_FILE = "PG_VERSION";

const migrationHashes = (migrationsFolder: string) =>
  readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);

/**
 * Creates the template: migrates a database in a folder of its own, then names that folder in
 * the manifest. Each build gets a new folder, moved into place complete, and the manifest is
 * replaced in one rename, so builds running at once never expose a half-written template.
 */
export async function buildPgliteTemplate({
  manifest = PGLITE_TEMPLATE,
  migrationsFolder = MIGRATIONS_FOLDER,
}: {
  manifest?: string;
  migrationsFolder?: string;
} = {}): Promise<void> {
  const outDir = dirname(manifest);
  const prefix = `${basename(manifest, ".json")}-`;
  const folder = `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}`;
  const building = join(outDir, `${folder}.tmp`);
  // Read before migrating: a migration edited meanwhile then makes the template unusable
  // rather than passing for the edited one.
  const migrations = migrationHashes(migrationsFolder);
  mkdirSync(building, { recursive: true });
  const client = await PGlite.create({ dataDir: building });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
  renameSync(building, join(outDir, folder));
  const contents: TemplateManifest = { folder, migrations };
  const temporary = `${manifest}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(contents, null, 2)}\n`);
  renameSync(temporary, manifest);
  removeEarlierTemplates(manifest, prefix);
}

/** Long enough for any start that read an earlier manifest to have copied its folder. */
const EARLIER_TEMPLATE_GRACE_MS = 60_000;
/** A folder still ".tmp" after this is left over from a build that stopped half-way. */
const ABANDONED_BUILD_MS = 60 * 60_000;

/**
 * Removes the templates the manifest no longer names once nothing can still be copying them,
 * and folders of builds that never finished. Another build may have replaced the manifest
 * meanwhile: the folder it names now is the one kept.
 */
function removeEarlierTemplates(manifest: string, prefix: string): void {
  const outDir = dirname(manifest);
  let current: string | undefined;
  try {
    current = (JSON.parse(readFileSync(manifest, "utf8")) as TemplateManifest).folder;
  } catch {
    return;
  }
  for (const entry of readdirSync(outDir)) {
    if (!entry.startsWith(prefix) || entry === current) continue;
    const path = join(outDir, entry);
    // Another build may have removed or renamed it since the listing.
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    const age = Date.now() - modified;
    if (age > (entry.endsWith(".tmp") ? ABANDONED_BUILD_MS : EARLIER_TEMPLATE_GRACE_MS)) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/**
 * Copies the template into a data folder that holds no database yet, and says whether it did.
 * It does not when the folder already has a database, there is no template, or the template's
 * migrations are not the first of the committed ones (an edited or removed migration): PGlite
 * then creates the database afresh.
 */
export function startFromPgliteTemplate(
  dataDir: string,
  manifest: string = PGLITE_TEMPLATE,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): boolean {
  if (existsSync(join(dataDir, VERSION_FILE))) return false;
  let contents: TemplateManifest;
  try {
    contents = JSON.parse(readFileSync(manifest, "utf8")) as TemplateManifest;
  } catch {
    return false;
  }
  const template = join(dirname(manifest), String(contents.folder));
  const committed = migrationHashes(migrationsFolder);
  const applied = contents.migrations;
  if (
    !Array.isArray(applied) ||
    applied.length > committed.length ||
    applied.some((hash, index) => hash !== committed[index]) ||
    !existsSync(join(template, VERSION_FILE))
  ) {
    return false;
  }
  // The version file last: a copy cut short leaves a folder that still reads as empty, and the
  // next start copies again over it.
  cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => source !== join(template, VERSION_FILE),
  });
  copyFileSync(join(template, VERSION_FILE), join(dataDir, VERSION_FILE));
  return true;
}
