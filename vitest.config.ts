import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each server test file gets its own database; two cores, so two files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "domain",
          include: ["packages/domain/src/**/*.test.ts"],
          environment: "node",
          isolate: false,
        },
      },
      "apps/server/vitest.config.ts",
      "apps/web/vitest.config.ts",
    ],
  },
});
