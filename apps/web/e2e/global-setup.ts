import { buildIfStale } from "./support/server";

/**
 * Once per run, before any worker starts: builds what changed (nothing when `npm test` has just
 * built, which it says with AUTOMOBI_BUILT=1). Each worker then starts its own server from that
 * build (the `server` fixture in e2e/fixtures.ts); no worker ever builds.
 */
export default function globalSetup() {
  if (process.env.AUTOMOBI_BUILT !== "1") buildIfStale();
}
