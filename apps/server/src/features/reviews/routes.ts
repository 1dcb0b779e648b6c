import { adminReviewContracts, reviewContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { garageReviewsForStaff, hideReview } from "./moderation.ts";
import { changeReview, createReview, reviewForCustomer } from "./service.ts";

/**
 * Verified reviews (issue 31): the customer's review of the garage that did their job, and
 * staff's moderation of a garage's reviews.
 */
export async function reviewRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  route(app, contracts.get, async (request) =>
    reviewForCustomer(db, sessionOf(request).user.id, request.params.id),
  );

  route(app, contracts.create, async (request, reply) => {
    const review = await createReview(db, sessionOf(request).user.id, request.params.id, {
      stars: request.body.stars,
      text: request.body.text,
    });
    request.log.info({ quoteRequestId: request.params.id, reviewId: review.id }, "review written");
    return reply.code(201).send(review);
  });

  route(app, contracts.update, async (request) =>
    changeReview(db, sessionOf(request).user.id, request.params.id, {
      stars: request.body.stars,
      text: request.body.text,
    }),
  );

  route(app, adminReviewContracts.list, async (request) =>
    garageReviewsForStaff(db, request.params.id, request.query),
  );

  route(app, adminReviewContracts.hide, async (request) =>
    hideReview(db, { staff: sessionOf(request), request }, request.params.id, request.body.reason),
  );
}
