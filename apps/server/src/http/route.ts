import type {
  AnyRouteContract,
  HttpMethod,
  ResponseSchemas,
  RouteContract,
} from "@automobi/domain";
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyTypeProvider,
  onRequestHookHandler,
  preValidationHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { ZodType, z } from "zod";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract a route was registered from (http/route.ts): read by the API document. */
    contract?: AnyRouteContract;
  }
}

type Schema = ZodType | undefined;

/** A contract's schema, or unknown where the contract has none. */
type Parsed<S> = [Exclude<S, undefined>] extends [never]
  ? unknown
  : Exclude<S, undefined> extends ZodType
    ? z.output<Exclude<S, undefined>>
    : unknown;

/** zod's type provider, for schemas a contract may leave out. */
interface ContractTypeProvider extends FastifyTypeProvider {
  validator: Parsed<this["schema"]>;
  serializer: Parsed<this["schema"]>;
}

/** What Fastify and the API document are given of a contract. */
type ContractSchema<Params, Query, Body, Responses, Headers> = {
  params?: Params | undefined;
  querystring?: Query | undefined;
  body?: Body | undefined;
  headers?: Headers | undefined;
  consumes?: string[];
  response: Responses;
  operationId: string;
  summary: string;
  description?: string;
  hide?: boolean;
  security: Record<string, string[]>[];
};

/** The handler of a contract's route: its params, query, body and answers typed from the schemas. */
export type ContractHandler<
  Params extends Schema,
  Query extends Schema,
  Body extends Schema,
  Responses extends ResponseSchemas,
  Headers extends Schema = undefined,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<Params, Query, Body, Responses, Headers>,
  ContractTypeProvider
>;

/** What a route may add to its contract: hooks that run before its input is read. */
export interface RouteHooks {
  /** More of the route's config (its cache policy); access comes from the contract. */
  config?: Omit<FastifyContextConfig, "access" | "contract">;
  onRequest?: onRequestHookHandler;
  preValidation?: preValidationHookHandler;
}

/**
 * Registers a route from its contract in @automobi/domain: method, path, access, schemas and
 * the document's summary come from the contract alone, the handler is all the route adds.
 */
export function route<
  Params extends Schema,
  Query extends Schema,
  Body extends Schema,
  Responses extends ResponseSchemas,
  Headers extends Schema,
>(
  app: FastifyInstance,
  contract: RouteContract<HttpMethod, string, Params, Query, Body, Responses, Headers>,
  handler: ContractHandler<Params, Query, Body, Responses, Headers>,
  { config, ...hooks }: RouteHooks = {},
): void {
  app.withTypeProvider<ContractTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { ...config, access: contract.access, contract },
    schema: {
      operationId: contract.operationId,
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.internal ? { hide: true } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.bodyMediaType ? { consumes: [contract.bodyMediaType] } : {}),
      response: contract.responses,
      security: contract.access === "public" ? [] : [{ session: [] }],
    },
    ...hooks,
    handler,
  });
}
