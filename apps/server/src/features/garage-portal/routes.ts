import {
  garagePortalContracts as contracts,
  garageReviewContracts,
} from "@automobi/domain/contracts";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Auth } from "../../access/auth.ts";
import { AUTH_RATE_RULES as R } from "../../access/rate-limits.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { sendPhoto } from "../../http/photo-reply.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";

import {
  acceptInvitation,
  inviteGarageUser,
  readInvitation,
  reinstateGarage,
  suspendGarage,
} from "./accounts.ts";
import { garagePreferences, updateGaragePreferences } from "./digest.ts";
import { replyToReview, reviewsForGarage } from "./reviews.ts";
import {
  completeJob,
  jobsForGarage,
  nearbyRequestsForGarage,
  photoForGarage,
  portalSummary,
  quoteAsGarage,
  quotesForGarage,
  withdrawOwnQuote,
} from "./service.ts";

/**
 * The garage portal's accounts (issue 30): staff invite from the directory; the invitation's
 * page reads whom it invites and, with the password chosen there, makes the garage user and
 * signs them in; the portal reads the signed-in user's garage.
 */
export async function garagePortalRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: Config; db: Database; outbox: Outbox; limiter: RateLimiter },
) {
  const { auth, config, db, outbox, limiter } = opts;

  route(app, contracts.invite, async (request, reply) => {
    const invited = await inviteGarageUser(
      { db, outbox, config },
      { staff: sessionOf(request), request },
      request.params.id,
      request.body.email,
    );
    request.log.info({ garageId: request.params.id, invitationId: invited.id }, "garage invited");
    return reply.code(201).send(invited);
  });

  route(app, contracts.invitation, async (request) => readInvitation(db, request.params.token), {
    preValidation: async (request) => {
      await limiter.hit(R.garageInvitationIp, request.ip);
    },
  });

  route(
    app,
    contracts.acceptInvitation,
    async (request, reply) => {
      const { email, userId } = await acceptInvitation({ auth, db }, request.body);
      request.log.info({ userId }, "garage portal: invitation used, account made");
      // Signed in where the link was opened, with the password just chosen.
      const headers = fromNodeHeaders(request.headers);
      headers.set("x-forwarded-for", request.ip);
      try {
        const signedIn = await auth.api.signInEmail({
          body: { email, password: request.body.password, rememberMe: true },
          headers,
          returnHeaders: true,
        });
        const cookies = signedIn.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
      } catch (err) {
        // The account stands all the same: the garage user signs in at /garage.
        request.log.warn({ userId, err }, "garage portal: account made, the sign-in failed");
      }
      return { status: true as const, next: "/garage" };
    },
    {
      preValidation: async (request) => {
        await limiter.hit(R.garageInvitationIp, request.ip);
      },
    },
  );

  route(app, contracts.summary, async (request) => portalSummary(db, sessionOf(request)));

  route(app, contracts.preferences, async (request) =>
    garagePreferences(db, sessionOf(request).user.id),
  );

  route(app, contracts.updatePreferences, async (request) =>
    updateGaragePreferences(db, sessionOf(request).user.id, request.body.nearbyDigest),
  );

  route(app, contracts.nearbyRequests, async (request) =>
    nearbyRequestsForGarage(db, sessionOf(request), request.query),
  );

  // As the customer's own photo route: the bytes under a random id never change.
  route(
    app,
    contracts.photo,
    async (request, reply) => {
      return sendPhoto(reply, await photoForGarage(db, sessionOf(request), request.params.photoId));
    },
    { config: { cacheControl: "private, max-age=3600" } },
  );

  route(app, contracts.quote, async (request, reply) => {
    const { breakdown, ...work } = request.body;
    if (!breakdown) throw new Error("the schema requires a breakdown");
    const created = await quoteAsGarage({ db, outbox }, sessionOf(request), request.params.id, {
      breakdown,
      ...work,
    });
    request.log.info({ quoteId: created.quote.id }, "garage portal: quote sent");
    return reply.code(201).send(created);
  });

  route(app, contracts.jobs, async (request) =>
    jobsForGarage(db, sessionOf(request), request.query),
  );

  route(app, contracts.completeJob, async (request) => {
    const done = await completeJob({ db, outbox, config }, sessionOf(request), request.params.id);
    request.log.info({ quoteId: request.params.id }, "garage portal: job done");
    return done;
  });

  route(app, contracts.quotes, async (request) =>
    quotesForGarage(db, sessionOf(request), request.query),
  );

  route(app, contracts.withdrawQuote, async (request) => {
    const withdrawn = await withdrawOwnQuote(db, sessionOf(request), request.params.id);
    request.log.info({ quoteId: request.params.id }, "garage portal: quote withdrawn");
    return withdrawn;
  });

  route(app, contracts.suspend, async (request) =>
    suspendGarage(db, { staff: sessionOf(request), request }, request.params.id),
  );

  route(app, contracts.reinstate, async (request) =>
    reinstateGarage(db, { staff: sessionOf(request), request }, request.params.id),
  );

  route(app, garageReviewContracts.list, async (request) =>
    reviewsForGarage(db, sessionOf(request), request.query),
  );

  route(app, garageReviewContracts.reply, async (request) =>
    replyToReview(db, sessionOf(request), request.params.id, request.body.text),
  );
}
