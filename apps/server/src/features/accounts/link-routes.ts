import { accountLinkContracts as contracts } from "@automobi/domain/contracts";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../access/auth.ts";
import {
  confirmationPage,
  isCurrentRegistration,
  isEmailChangeToken,
  refusedConfirmationRedirect,
  verifiedConfirmation,
} from "../../access/confirmation.ts";
import { AUTH_RATE_RULES as R } from "../../access/rate-limits.ts";
import type { SessionCache } from "../../access/session-cache.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";
import { confirmRegistration } from "./confirm-registration.ts";
import { confirmEmailChange, undoEmailChange } from "./email-change.ts";

/**
 * The links e-mailed to an account's inbox. A registration's confirmation link opens a page
 * that asks for the password; the account is confirmed, with that password, only when the page
 * sends it (decision 038). An e-mail change's link (better-auth's token, to the new address)
 * changes the address and tells the old one, whose link undoes the change for 7 days.
 */
export async function linkRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; db: Database; outbox: Outbox; limiter: RateLimiter; sessions: SessionCache },
) {
  const { auth, db, outbox, limiter, sessions } = opts;

  route(app, contracts.verifyEmail, async (request, reply) => {
    const { token, callbackURL } = request.query;
    if (isEmailChangeToken(token)) {
      const changed = await confirmEmailChange({ auth, db, outbox }, token);
      if (!changed) {
        request.log.info("auth: refused an e-mail change link");
        return reply.redirect(refusedConfirmationRedirect(callbackURL));
      }
      sessions.evictAccount(changed.userId);
      request.log.info({ userId: changed.userId }, "auth: e-mail changed, old address told");
      return reply.redirect(callbackURL ?? "/dashboard");
    }
    const claims = await verifiedConfirmation((await auth.$context).secret, token);
    if (!claims || !(await isCurrentRegistration(db, claims))) {
      request.log.info("auth: refused a confirmation link that is no longer current");
      return reply.redirect(refusedConfirmationRedirect(callbackURL));
    }
    return reply.redirect(confirmationPage(token, callbackURL));
  });

  /** The confirmation page's form: the password, set as the account is confirmed. */
  route(
    app,
    contracts.confirmEmail,
    async (request, reply) => {
      const { token, password, callbackURL } = request.body;
      const { email, userId } = await confirmRegistration({ auth, db }, token, password);
      request.log.info({ userId }, "auth: account confirmed with the password set on its page");
      // Confirming signs in where the link was opened (decision 037), with the password just set.
      const headers = fromNodeHeaders(request.headers);
      headers.set("x-forwarded-for", request.ip);
      try {
        const signedIn = await auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers,
          returnHeaders: true,
        });
        const cookies = signedIn.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
      } catch (err) {
        // Confirmed all the same: the customer signs in on the page they are sent on to.
        request.log.warn({ userId, err }, "auth: confirmed, but the sign-in that follows failed");
      }
      return { status: true as const, next: callbackURL ?? "/login?confirmed=1" };
    },
    {
      preValidation: async (request) => {
        await limiter.hit(R.confirmEmailIp, request.ip);
      },
    },
  );

  /** The old address's link, from its page's button: the address back, every session ended. */
  route(
    app,
    contracts.undoEmailChange,
    async (request) => {
      const undone = await undoEmailChange({ auth, db }, request.body.token);
      sessions.evictAccount(undone.userId);
      request.log.info({ userId: undone.userId }, "auth: e-mail change undone, sessions ended");
      return {
        status: true as const,
        email: undone.email,
        next: `/reset-password?token=${encodeURIComponent(undone.resetToken)}`,
      };
    },
    {
      preValidation: async (request) => {
        await limiter.hit(R.undoEmailChangeIp, request.ip);
      },
    },
  );
}
