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

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/**
 * Packages the app reaches through a module of its own: `import … from "sonner"` anywhere gets
 * components/ui/toast.ts, which loads sonner with the first toast, so a page that shows no
 * toast does not download it; `import … from "zod"` gets lib/zod.ts, which configures zod
 * first. Only the modules listed in `keep` import the real package.
 */
const wrapped: Record<string, { wrapper: string; keep: string[] }> = {
  sonner: {
    wrapper: src("components/ui/toast.ts"),
    keep: [src("components/ui/toast.ts"), src("components/ui/toaster.tsx")],
  },
  zod: { wrapper: src("lib/zod.ts"), keep: [src("lib/zod.ts")] },
};

function wrapPackages(): Plugin {
  return {
    name: "automobi-wrap-packages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const entry = wrapped[source];
      if (!entry || !importer || entry.keep.includes(importer.split("?")[0] ?? "")) return null;
      return this.resolve(entry.wrapper, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [wrapPackages(), tailwindcss(), precompress()],
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
