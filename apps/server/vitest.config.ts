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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
