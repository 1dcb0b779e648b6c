import { isStaff } from "@automobi/domain";
import { paymentContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { route } from "../../http/route.ts";
import { createPaymentProvider, type PaymentProvider } from "../../providers/payments/index.ts";
import { createPayment } from "./checkout.ts";
import { renderTestCheckout } from "./checkout-page.ts";
import { receiptFor } from "./receipts.ts";
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

  route(app, contracts.create, async (request) =>
    createPayment(deps, sessionOf(request), request.body.quoteRequestId),
  );

  route(app, contracts.terms, async () => paymentTerms(db));

  route(app, contracts.verify, async (request) =>
    verifyPayment(deps, sessionOf(request), request.body.sessionId),
  );

  route(app, contracts.garage, async (request) =>
    garageDetails(db, sessionOf(request), request.params.id),
  );

  // A receipt downloads under a name that says what it is; it is the customer's own record.
  route(app, contracts.receipt, async (request, reply) => {
    const { user } = sessionOf(request);
    const viewer = { userId: user.id, staff: isStaff(user.role) };
    const receipt = await receiptFor(db, config, viewer, request.params.paymentId);
    return reply
      .type("application/pdf")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", `attachment; filename="${receipt.filename}"`)
      .send(receipt.bytes);
  });

  // The webhook's signature is over the exact bytes sent: this scope keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
      done(null, body);
    });
    route(scope, contracts.webhook, async (request) => {
      const signature = request.headers["stripe-signature"];
      return handleWebhook(
        deps,
        request.body,
        typeof signature === "string" ? signature : undefined,
      );
    });
  });

  // The built-in test checkout's page and its two buttons (plain HTML forms).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, _body, done) => done(null, {}),
    );
    route(scope, contracts.testCheckoutPage, async (request, reply) => {
      const view = await testCheckoutView(deps, request.params.sessionId);
      return reply.type("text/html; charset=utf-8").send(renderTestCheckout(view));
    });
    route(scope, contracts.testCheckoutPay, async (request, reply) =>
      reply.redirect(await payTestCheckout(deps, request.params.sessionId), 303),
    );
    route(scope, contracts.testCheckoutCancel, async (request, reply) =>
      reply.redirect(await cancelTestCheckout(deps, request.params.sessionId), 303),
    );
  });
}
