import {
  type AnyRouteContract,
  fillPath,
  GENERIC_ERROR_MESSAGE,
  type HttpMethod,
  isApiErrorBody,
  type ResponseSchemas,
  type RouteContract,
} from "@automobi/domain";
import type { z } from "zod";
import type { Wire } from "@/lib/schemas";

/** A failed API call, carrying what the server said in its `{error: {...}}` body. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export interface ApiFetchOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as multipart when it is a FormData (a file upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as `Idempotency-Key`. */
  headers?: Readonly<Record<string, string>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * Reads the server's error shape `{error: {code, message, fields?, requestId?}}`.
 * Auth endpoints answer `{code, message}` instead, so that is accepted too.
 */
function toApiError(status: number, body: unknown, requestId: string | undefined): ApiError {
  const error: Record<string, unknown> = isApiErrorBody(body)
    ? body.error
    : isRecord(body)
      ? body
      : {};
  const code = typeof error.code === "string" ? error.code : `HTTP_${status}`;
  const message =
    typeof error.message === "string" && error.message.trim() !== ""
      ? error.message
      : GENERIC_ERROR_MESSAGE;
  const id = typeof error.requestId === "string" ? error.requestId : requestId;
  return new ApiError(status, code, message, stringRecord(error.fields), id);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the Automobi API on the same origin with JSON in and out. The answer is typed by the
 * route's response schema from `@automobi/domain` (`apiFetch<typeof profileView>(…)`), as it
 * travels on the wire (`z.input`: times are ISO strings). Without one the answer is `never`.
 */
export async function apiFetch<S extends z.ZodType = z.ZodNever>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<Wire<S>> {
  const { method = "GET", body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, accept: "application/json" };
  // A FormData body (a file upload) sets its own multipart content type and boundary.
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, "NETWORK_ERROR", GENERIC_ERROR_MESSAGE);
  }

  const data = await readJson(response);
  if (!response.ok) {
    throw toApiError(response.status, data, response.headers.get("x-request-id") ?? undefined);
  }
  return data as Wire<S>;
}

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
/** The schemas of a contract's success answers. */
type SuccessSchema<R extends ResponseSchemas> = Extract<R[keyof R & SuccessStatus], z.ZodType>;
type Schema = z.ZodType | undefined;

/** What a contract's call takes: its path params, query and body, typed from its schemas. */
export type ContractCallOptions<
  Params extends Schema,
  Query extends Schema,
  Body extends Schema,
> = {
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
} & (Params extends z.ZodType ? { params: z.input<Params> } : { params?: undefined }) &
  (Query extends z.ZodType ? { query?: z.input<Query> } : { query?: undefined }) &
  (Body extends z.ZodType
    ? undefined extends z.input<Body>
      ? { body?: z.input<Body> | FormData }
      : { body: z.input<Body> | FormData }
    : { body?: undefined });

interface LooseCallOptions {
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** `:name` values for a path: strings and numbers, as the route's params schema reads them. */
function pathValues(params: unknown): Record<string, string | number> {
  if (!isRecord(params)) return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );
}

function queryString(query: unknown): string {
  if (!isRecord(query)) return "";
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item === undefined || item === null || item === "") continue;
      search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * Calls a route through its contract from `@automobi/domain`: the path (params filled in), the
 * method and the body's type come from the contract, the answer is its success schema's wire
 * form. `api(quoteDecisionContracts.reject, { params: { id }, body: { reason } })`.
 * A contract carries its zod schemas: code that public pages load (sign-in, registration,
 * sign-out) calls `apiFetch` with a path instead, until the domain has an entry point of
 * contracts without schemas, so that those pages stay within their JavaScript budget.
 */
export function api<
  Params extends Schema,
  Query extends Schema,
  Body extends Schema,
  Responses extends ResponseSchemas,
>(
  contract: RouteContract<HttpMethod, string, Params, Query, Body, Responses>,
  options: ContractCallOptions<Params, Query, Body>,
): Promise<Wire<SuccessSchema<Responses>>>;
export function api(contract: AnyRouteContract, options: LooseCallOptions) {
  const path = fillPath(contract.path, pathValues(options.params)) + queryString(options.query);
  return apiFetch(path, {
    method: contract.method,
    body: options.body,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}
