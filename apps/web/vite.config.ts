import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./vite-precompress.ts";

const apiTarget = "http://localhost:3000";

/**
 * Chunks of the signed-in areas are named dashboard-*, profile-* and admin-* so that the
 * bundle-budget journey can prove the public pages never download them.
 */
const areas = [
  { folder: "/src/app/routes/admin/", prefix: "admin" },
  { folder: "/src/app/routes/dashboard", prefix: "dashboard" },
  { folder: "/src/app/routes/profile", prefix: "profile" },
];

const toastFacade = fileURLToPath(new URL("./src/components/ui/toast.ts", import.meta.url));
const toastOutlet = fileURLToPath(new URL("./src/components/ui/toaster.tsx", import.meta.url));

/**
 * `import { toast } from "sonner"` anywhere in the app gets ./src/components/ui/toast.ts,
 * which loads sonner with the first toast; only that file and the outlet import the real
 * package. So a page that shows no toast does not download sonner.
 */
function lazySonner(): Plugin {
  return {
    name: "automobi-lazy-sonner",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source !== "sonner" || !importer) return null;
      const from = importer.split("?")[0];
      if (from === toastFacade || from === toastOutlet) return null;
      return this.resolve(toastFacade, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [lazySonner(), tailwindcss(), precompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    manifest: true,
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
