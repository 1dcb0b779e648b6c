import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const CONTRACTS_MODULE = fileURLToPath(new URL("./src/lib/contracts.ts", import.meta.url));

interface RouteAddress {
  method: string;
  path: string;
}

/**
 * The web app calls the API through the routes' contracts (`api(contract, …)`), and at run time
 * reads only each route's method and path: the schemas are the server's, and the browser's
 * types. So the build replaces `src/lib/contracts.ts` with the contracts' addresses alone,
 * read from `@automobi/domain/contracts` here in Node: a signed-in page that calls the API no
 * longer downloads zod and every schema of the API before its first paint (issue 33,
 * docs/decisions/069). TypeScript, the tests and the development server keep the real module,
 * so a contract still exists in one place.
 */
export function contractRoutes(): Plugin {
  return {
    name: "automobi:contract-routes",
    apply: "build",
    async load(id) {
      if (id.split("?")[0] !== CONTRACTS_MODULE) return null;
      const contracts: Record<string, Record<string, RouteAddress>> = await import(
        "@automobi/domain/contracts"
      );
      return Object.entries(contracts)
        .map(([name, routes]) => {
          const addresses = Object.fromEntries(
            Object.entries(routes).map(([key, route]) => [
              key,
              { method: route.method, path: route.path },
            ]),
          );
          return `export const ${name} = ${JSON.stringify(addresses)};`;
        })
        .join("\n");
    },
  };
}
