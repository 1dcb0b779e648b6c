import type { AnyRouteContract } from "@automobi/domain";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  SESSION_COOKIE_NAME,
  SESSION_SCHEME_DESCRIPTION,
  shapeDocument,
} from "../http/openapi-document.ts";

/** Where the readable reference lives, in development. */
export const API_DOCS_PREFIX = "/api/docs";

const openApiDocument = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The HTTP contract as an OpenAPI 3 document at /api/openapi.json, generated from the routes'
 * own zod schemas (the ones that validate and serialise), so it cannot drift from the code.
 * Outside production a readable reference is served at /api/docs. Registered before the
 * routes: it collects them as they are declared.
 */
export const apiDocs = fp(
  async (app: FastifyInstance, opts: { publicUrl: string; readableReference: boolean }) => {
    const contracts: AnyRouteContract[] = [];
    app.addHook("onRoute", (route) => {
      const contract = route.config?.contract;
      if (contract && !contract.internal && route.method !== "HEAD") contracts.push(contract);
    });
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Automobi API",
          version: "1",
          description:
            "The JSON API behind Automobi. Errors share one shape: {error: {code, message, fields?}}.",
        },
        servers: [{ url: opts.publicUrl }],
        // Read while each operation is built: the scheme must be there from the start.
        components: {
          securitySchemes: {
            session: {
              type: "apiKey",
              in: "cookie",
              name: SESSION_COOKIE_NAME,
              description: SESSION_SCHEME_DESCRIPTION,
            },
          },
        },
        security: [{ session: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: (documentObject) => {
        const document = "openapiObject" in documentObject ? documentObject.openapiObject : {};
        shapeDocument(document, contracts);
        return document;
      },
    });

    app.get(
      "/api/openapi.json",
      {
        config: { access: "public" },
        schema: { hide: true, response: { 200: openApiDocument } },
      },
      async () => app.swagger(),
    );

    if (opts.readableReference) {
      await app.register(fastifySwaggerUi, {
        routePrefix: API_DOCS_PREFIX,
        staticCSP: true,
        transformStaticCSP: (header) => header,
      });
    }
  },
);
