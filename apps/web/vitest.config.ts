import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit tests of the web app's logic outside its components (src/**\/*.test.ts(x), beside each
 * module), in a simulated browser (happy-dom): its localStorage, document and events are real
 * enough for the hooks, and cost no Chromium.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The tests' own helpers (test/): a stand-in API served from a contract, the toasts shown.
      "@test": fileURLToPath(new URL("./test", import.meta.url)),
    },
  },
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["test/setup.ts"],
    // Nothing is mocked, and each test leaves the page as it found it (test/setup.ts).
    isolate: false,
  },
});
