import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    root: import.meta.dirname,
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/global-setup.ts"],
    pool: "forks",
    // Files share a worker's loaded modules (no test mocks anything); each still gets its own database.
    isolate: false,
    // Caps, not waits: a test ends when it passes. On a machine two to three times slower than
    // usual, with the browser journeys beside it, a database test passed 20 s (decision 057).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
