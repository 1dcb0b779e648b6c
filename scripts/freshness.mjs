// Whether a build output is older than what it is built from, by modification times. Folders
// count too: deleting or renaming a file changes only its folder's time.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SKIPPED = new Set(["node_modules", "dist", ".git"]);

/** The newest modification time (ms) of the paths, folders walked; 0 when none exists. */
export function newestModification(paths) {
  let newest = 0;
  const visit = (path) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    newest = Math.max(newest, stats.mtimeMs);
    if (!stats.isDirectory()) return;
    for (const entry of readdirSync(path)) {
      if (!SKIPPED.has(entry)) visit(join(path, entry));
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

/**
 * Why `stamp` (the file a build writes last) must be rebuilt from `inputs`, or null when it is
 * up to date.
 */
export function staleness(stamp, inputs) {
  let built;
  try {
    built = statSync(stamp).mtimeMs;
  } catch {
    return "never built";
  }
  return newestModification(inputs) > built ? "sources changed since the last build" : null;
}
