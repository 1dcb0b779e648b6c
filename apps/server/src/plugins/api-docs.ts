import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

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
      },
      transform: jsonSchemaTransform,
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
