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

/** React Router's built modules (the package exports its development build to bundlers). */
const REACT_ROUTER_BUILD =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.mjs$/;
/** `Link.displayName = "Link";`: only React's developer tools read the name. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `var Form = React10.forwardRef(`: building a component or a context runs nothing else. */
const COMPONENT_FACTORY =
  /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/**
 * Lets the bundler leave out the parts of React Router the app does not use (docs/decisions/030).
 * Its module builds its components and contexts at the top level and then names them
 * (`Form.displayName = "Form"`), statements a bundler must keep, and with them the framework
 * mode's forms, fetchers, prefetching and data-router contexts, about 4 KB brotli on every page.
 * Marking the factories pure and dropping the names lets the unused ones go.
 */
function leanReactRouter(): Plugin {
  return {
    name: "automobi-lean-react-router",
    apply: "build",
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) return null;
      return {
        code: code
          .replace(DISPLAY_NAME, "")
          .replace(COMPONENT_FACTORY, "$1/* @__PURE__ */ $2")
          // What its production build (not exported) differs by: no warnings for developers.
          .replace("var ENABLE_DEV_WARNINGS = true;", "var ENABLE_DEV_WARNINGS = false;"),
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [leanReactRouter(), tailwindcss(), precompress()],
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
