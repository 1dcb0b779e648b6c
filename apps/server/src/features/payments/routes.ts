import {
  createPaymentBody,
  createPaymentResponse,
  emptyBody,
  errorResponses,
  garageDetailsParams,
  garageDetailsResponse,
  paymentTermsResponse,
  paymentWebhookBody,
  paymentWebhookResponse,
  redirectResponse,
  testCheckoutPage,
  testCheckoutParams,
  verifyPaymentBody,
  verifyPaymentResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { createPaymentProvider, type PaymentProvider } from "../../payments/index.ts";
import { createPayment } from "./checkout.ts";
import { renderTestCheckout } from "./checkout-page.ts";
import {
  cancelTestCheckout,
  garageDetails,
  handleWebhook,
  type PaymentDeps,
  paymentTerms,
  payTestCheckout,
  testCheckoutView,
  verifyPayment,
} from "./service.ts";

export interface PaymentRoutesOptions {
  db: Database;
  outbox: Outbox;
  config: Config;
  /** Tests may hand in a provider; by default it is chosen from the configuration. */
  provider?: PaymentProvider;
}

/** The £3 service fee: create and verify a checkout, the provider's webhook, the test checkout. */
export async function paymentRoutes(app: FastifyInstance, opts: PaymentRoutesOptions) {
  const { db, outbox, config } = opts;
  const provider = opts.provider ?? createPaymentProvider(config, db);
  const deps: PaymentDeps = { db, outbox, config, provider, log: app.log };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customer = { access: "customer" } as const;
  const open = { access: "public" } as const;

  api.post(
    "/api/payments",
    {
      config: customer,
      schema: {
        body: createPaymentBody,
        response: { 200: createPaymentResponse, ...errorResponses(401, 404, 409, 502, 503) },
      },
    },
    async (request) => createPayment(deps, sessionOf(request), request.body.quoteRequestId),
  );

  api.get(
    "/api/payments/terms",
    {
      config: customer,
      schema: { response: { 200: paymentTermsResponse, ...errorResponses(401) } },
    },
    async () => paymentTerms(db),
  );

  api.post(
    "/api/payments/verify",
    {
      config: customer,
      schema: {
        body: verifyPaymentBody,
        response: { 200: verifyPaymentResponse, ...errorResponses(401, 404, 502) },
      },
    },
    async (request) => verifyPayment(deps, sessionOf(request), request.body.sessionId),
  );

  api.get(
    "/api/quote-requests/:id/garage",
    {
      config: customer,
      schema: {
        params: garageDetailsParams,
        response: { 200: garageDetailsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => garageDetails(db, sessionOf(request), request.params.id),
  );

  // The webhook's signature is over the exact bytes sent: this scope keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/payments/webhook",
      {
        config: open,
        schema: {
          body: paymentWebhookBody,
          response: { 200: paymentWebhookResponse, ...errorResponses(404) },
        },
      },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        return handleWebhook(
          deps,
          request.body,
          typeof signature === "string" ? signature : undefined,
        );
      },
    );
  });

  // The built-in test checkout's page and its two buttons (plain HTML forms).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, _body, done) => done(null, {}),
    );
    const page = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { params: testCheckoutParams };
    page.get(
      "/checkout/test/:sessionId",
      {
        config: open,
        schema: { ...schema, response: { 200: testCheckoutPage, ...errorResponses(404) } },
      },
      async (request, reply) => {
        const view = await testCheckoutView(deps, request.params.sessionId);
        return reply.type("text/html; charset=utf-8").send(renderTestCheckout(view));
      },
    );
    const redirect = { 303: redirectResponse, ...errorResponses(404, 409) };
    page.post(
      "/checkout/test/:sessionId/pay",
      { config: open, schema: { ...schema, body: emptyBody, response: redirect } },
      async (request, reply) =>
        reply.redirect(await payTestCheckout(deps, request.params.sessionId), 303),
    );
    page.post(
      "/checkout/test/:sessionId/cancel",
      { config: open, schema: { ...schema, body: emptyBody, response: redirect } },
      async (request, reply) =>
        reply.redirect(await cancelTestCheckout(deps, request.params.sessionId), 303),
    );
  });
}
