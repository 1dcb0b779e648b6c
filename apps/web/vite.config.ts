import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contractRoutes } from "./vite-contract-routes.ts";
import { precompress } from "./vite-precompress.ts";

const apiTarget = "http://localhost:3000";

/**
 * Chunks of the signed-in areas are named dashboard-*, profile-*, admin-* and garage-* so that the
 * bundle-budget journey can prove the public pages never download them.
 */
const areas = [
  { folder: "/src/app/routes/admin/", prefix: "admin" },
  { folder: "/src/app/routes/dashboard", prefix: "dashboard" },
  { folder: "/src/app/routes/profile", prefix: "profile" },
  { folder: "/src/app/routes/garage/", prefix: "garage" },
];

export default defineConfig({
  plugins: [tailwindcss(), contractRoutes(), precompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    manifest: true,
    // Every browser the app supports has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // radix-ui's packages start with "use client", which means nothing in a browser-only app.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
      output: {
        chunkFileNames(chunk) {
          const id = chunk.facadeModuleId ?? "";
          const area = areas.find(({ folder }) => id.includes(folder));
          if (area && !chunk.name.startsWith(area.prefix)) {
            return `assets/${area.prefix}-[name]-[hash].js`;
          }
          // A shared chunk named after a module such as domain's profile.ts is not the area's.
          if (!area && areas.some(({ prefix }) => chunk.name.startsWith(prefix))) {
            return "assets/shared-[name]-[hash].js";
          }
          return "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": apiTarget,
      "/sitemap.xml": apiTarget,
      "/dev": apiTarget,
    },
  },
});
