import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, parseAst } from "vite";
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

/** Where the web app takes the domain's schemas from (src/lib/schemas.ts). */
const SCHEMAS = src("lib/schemas.ts");
const SCHEMAS_COPY = "?schemas";

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

function isSharedDomainModule(id: string): boolean {
  return id.includes("/packages/domain/src/") && !id.endsWith(SCHEMAS_COPY);
}

function wrapPackages(): Plugin {
  return {
    name: "automobi-wrap-packages",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const entry = wrapped[source];
      if (!entry || !importer || entry.keep.includes(importer.split("?")[0] ?? "")) return null;
      // The domain modules the pages share keep only constants and helpers (their schemas are
      // in src/lib/schemas.ts's copy, see domainSchemasCopy): they import zod itself, so that
      // an import left without a use is dropped rather than kept for lib/zod.ts's side effect.
      if (source === "zod" && isSharedDomainModule(importer)) return null;
      return this.resolve(entry.wrapper, importer, { ...options, skipSelf: true });
    },
  };
}

/** Initialisers that only compute a value: functions, literals and names have nothing to run. */
const COMPUTED = new Set([
  "CallExpression",
  "NewExpression",
  "ObjectExpression",
  "ArrayExpression",
  "MemberExpression",
  "ChainExpression",
  "ConditionalExpression",
  "LogicalExpression",
  "BinaryExpression",
  "TaggedTemplateExpression",
]);

/**
 * Marks the top-level constants of the shared domain modules as pure, so that the bundler drops
 * those a page does not use. The modules build their zod schemas at the top level
 * (`export const loginSchema = z.object(…)`, `requiredText(…)`), which a bundler must otherwise
 * keep, and zod with them, in every page that takes only a message or a helper from the module.
 * Each such initialiser becomes `/* @__PURE__ *\/ (() => (…))()`: evaluated at the same moment as
 * before, removed when nothing reads it. The domain modules compute values only (no side effects
 * at the top level).
 */
function pureDomainConstants(): Plugin {
  return {
    name: "automobi-pure-domain-constants",
    transform(code, id) {
      if (!id.includes("/packages/domain/src/")) return null;
      const initialisers: { start: number; end: number }[] = [];
      for (const statement of parseAst(code).body) {
        const declaration =
          statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
        for (const { id: name, init } of declaration.declarations) {
          if (name.type === "Identifier" && init && COMPUTED.has(init.type)) {
            initialisers.push(init as unknown as { start: number; end: number });
          }
        }
      }
      if (initialisers.length === 0) return null;
      let out = code;
      for (const { start, end } of initialisers.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

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

/**
 * Gives src/lib/schemas.ts its own copy of the shared domain modules (its imports, and theirs,
 * resolve to `<module>?schemas`). The pages take constants and messages from the first copy,
 * where `treeshake` leaves out the schemas they do not use, so the chunks they load do not
 * import zod; the code that validates takes the schemas from the second.
 */
function domainSchemasCopy(): Plugin {
  return {
    name: "automobi-domain-schemas-copy",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromSchemas = importer === SCHEMAS && source === "@automobi/domain";
      if (!fromSchemas && !importer.endsWith(SCHEMAS_COPY)) return null;
      const resolved = await this.resolve(source, importer.replace(SCHEMAS_COPY, ""), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external || !resolved.id.includes("/packages/domain/src/")) {
        return resolved;
      }
      return { ...resolved, id: `${resolved.id}${SCHEMAS_COPY}` };
    },
  };
}

export default defineConfig({
  plugins: [
    domainSchemasCopy(),
    wrapPackages(),
    pureDomainConstants(),
    leanReactRouter(),
    tailwindcss(),
    precompress(),
  ],
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
