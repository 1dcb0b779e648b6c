import { buildIfStale, startServer } from "./support/server";

/**
 * Builds what changed and starts the real server the way `npm start` runs it, on a free port
 * with a fresh database; the journeys read its address from E2E_BASE_URL. Returns the teardown.
 */
export default async function globalSetup() {
  buildIfStale();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
