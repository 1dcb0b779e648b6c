import {
  ADMIN_AUTH_MESSAGES,
  isGarageUser,
  isOneOf,
  isStaff,
  isSuperAdmin,
  ROUTE_ACCESS,
  type RouteAccess,
  TWO_FACTOR_MESSAGES,
} from "@automobi/domain";
import { GARAGE_PORTAL_MESSAGES } from "@automobi/domain/schemas";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { AppError, forbidden, unauthenticated } from "../http/app-error.ts";
import type { Auth } from "./auth.ts";
import { type CurrentSession, readSession } from "./guards.ts";
import type { SessionCache } from "./session-cache.ts";

/** Who may call a route: anyone, a signed-in account, staff, or a super admin alone. */
export const ACCESS_LEVELS = ROUTE_ACCESS;
export type Access = RouteAccess;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Required on every route: checked by one hook before the request is validated. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The session, read once by the access hook on every route that is not public. */
    session: CurrentSession | null;
  }
}

/** Files served by @fastify/static (it marks its routes with the file they serve) are public. */
const isStaticFile = (route: RouteOptions) =>
  typeof (route.config as { file?: unknown } | undefined)?.file === "string";

/** A route as the catalogue lists it: what the route-listing test and the docs rely on. */
export interface CataloguedRoute {
  method: string;
  url: string;
  access: Access | "static";
  schema: RouteOptions["schema"];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route declared since the access plugin, with its access and schemas. */
    routeCatalogue: CataloguedRoute[];
  }
}

function checkDeclared(route: RouteOptions, publicPrefixes: readonly string[]) {
  if (route.config?.access === undefined && publicPrefixes.some((p) => route.url.startsWith(p))) {
    // A third-party plugin's pages (the API reference): public by nature.
    route.config = { ...route.config, access: "public" };
  }
  const access = route.config?.access;
  if (isOneOf(ACCESS_LEVELS, access)) return;
  if (access === undefined && isStaticFile(route)) return;
  const methods = [route.method].flat().join(",");
  throw new Error(
    `${methods} ${route.url} declares no access: add config: { access: ${ACCESS_LEVELS.map((a) => `"${a}"`).join(" | ")} }`,
  );
}

/**
 * One access model for the whole API. Each route declares `config.access`; a route that does
 * not stops the start, so a forgotten guard cannot ship. Before a route's input is validated,
 * this hook reads the session once and answers 401 without one, 403 for the wrong role, and 403
 * on a staff route for staff without two-step verification; the handler then finds it on
 * `request.session`.
 */
export const accessControl = fp(
  async (
    app: FastifyInstance,
    opts: { auth: Auth; sessions?: SessionCache; publicPrefixes?: readonly string[] },
  ) => {
    const catalogue: CataloguedRoute[] = [];
    app.decorate("routeCatalogue", catalogue);
    app.decorateRequest("session", null);
    app.addHook("onRoute", (route) => {
      checkDeclared(route, opts.publicPrefixes ?? []);
      for (const method of [route.method].flat()) {
        catalogue.push({
          method,
          url: route.url,
          access: route.config?.access ?? "static",
          schema: route.schema,
        });
      }
    });
    app.addHook("onRequest", async (request) => {
      const access = request.routeOptions.config?.access ?? unmatchedAccess(request);
      if (access === undefined || access === "public") return;
      const current = await readSession(opts.auth, request, opts.sessions);
      if (!current) throw unauthenticated();
      // A garage's users reach the garage portal's routes, and nothing of customers' or staff's;
      // nobody else reaches the portal's (issue 30).
      const garageUser = isGarageUser(current.user.role);
      if (access === "garage" || garageUser) {
        if (access !== "garage") {
          throw forbidden(
            access === "customer"
              ? GARAGE_PORTAL_MESSAGES.customersOnly
              : ADMIN_AUTH_MESSAGES.accessDenied,
          );
        }
        if (!garageUser) throw forbidden(GARAGE_PORTAL_MESSAGES.garagesOnly);
        request.session = current;
        return;
      }
      if (access !== "customer" && !isStaff(current.user.role)) {
        throw forbidden(ADMIN_AUTH_MESSAGES.accessDenied);
      }
      if (access === "super_admin" && !isSuperAdmin(current.user.role)) {
        throw new AppError("FORBIDDEN", ADMIN_AUTH_MESSAGES.superAdminRequired, 403);
      }
      // Staff work behind a second factor: until it is set up, no staff route (decision 042).
      if (access !== "customer" && !current.user.twoFactorEnabled) {
        throw new AppError("TWO_FACTOR_SETUP_REQUIRED", TWO_FACTOR_MESSAGES.setupRequired, 403);
      }
      request.session = current;
    });
  },
);

/** The raw path, decoded so that `/api/%61dmin` is seen as what the router would make of it. */
function decodedPath(request: FastifyRequest): string {
  const path = request.url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A path that matched no route: under /api/admin it is answered as a staff route would be
 * (401 signed out, 403 for a customer), so the answers draw no map of what exists there.
 */
function unmatchedAccess(request: FastifyRequest): Access | undefined {
  if (request.routeOptions.url !== undefined) return undefined;
  const path = decodedPath(request);
  return path === "/api/admin" || path.startsWith("/api/admin/") ? "staff" : undefined;
}

/** The session of a route that is not public: always there once the access hook has run. */
export function sessionOf(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new Error("sessionOf() on a route whose access is public");
  return request.session;
}
