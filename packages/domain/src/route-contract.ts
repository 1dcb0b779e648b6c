import type { z } from "zod";

/**
 * Who may call a route: anyone, a customer's account (or staff's), staff, a super admin alone,
 * or a partner garage's user (the garage portal).
 */
export const ROUTE_ACCESS = ["public", "customer", "staff", "super_admin", "garage"] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = z.ZodType | undefined;
export type ResponseSchemas = Readonly<Record<number, z.ZodType>>;

/**
 * One route of the HTTP API, described once: the server registers it from this (validation,
 * serialisation, access), the OpenAPI document is generated from it, and the web app calls it
 * through it, so a path, a body or an answer exists in one place.
 */
export interface RouteContract<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends Schema = Schema,
  Query extends Schema = Schema,
  Body extends Schema = Schema,
  Responses extends ResponseSchemas = ResponseSchemas,
  Headers extends Schema = Schema,
> {
  /** A stable name for the operation, unique across the API (camelCase). */
  readonly operationId: string;
  /** One line saying what the route does, in the product's words. */
  readonly summary: string;
  readonly description?: string;
  readonly method: Method;
  /** Fastify's form: `/api/quotes/:id/accept`. */
  readonly path: Path;
  readonly access: RouteAccess;
  readonly params?: Params;
  readonly query?: Query;
  /** A body schema that accepts `undefined` makes the body optional (an action with none). */
  readonly body?: Body;
  /** The body's media type when it is not JSON (an upload, a form). */
  readonly bodyMediaType?: string;
  /** Request headers the route reads. */
  readonly headers?: Headers;
  readonly responses: Responses;
  /** The media type of the success answer when it is not JSON (a file, a page, a feed). */
  readonly mediaType?: string;
  /** A development tool: registered, but left out of the published document. */
  readonly internal?: boolean;
}

/** Any route's contract, whatever its schemas. */
export type AnyRouteContract = RouteContract<
  HttpMethod,
  string,
  Schema,
  Schema,
  Schema,
  ResponseSchemas,
  Schema
>;

/** Declares a route's contract, keeping its exact schema types for the server and the web. */
export function defineRoute<
  const Method extends HttpMethod,
  const Path extends string,
  Params extends Schema = undefined,
  Query extends Schema = undefined,
  Body extends Schema = undefined,
  const Responses extends ResponseSchemas = ResponseSchemas,
  Headers extends Schema = undefined,
>(
  contract: RouteContract<Method, Path, Params, Query, Body, Responses, Headers>,
): RouteContract<Method, Path, Params, Query, Body, Responses, Headers> {
  return contract;
}

/** A path with its `:name` segments filled in (each value URI-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}) {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path in OpenAPI's form: `/api/quotes/{id}/accept`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, "{$1}");
}
