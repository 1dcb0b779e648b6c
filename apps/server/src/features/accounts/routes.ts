import { changesCredentials } from "@automobi/domain";
import { accountErasureContracts, accountContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Auth } from "../../access/auth.ts";
import { AUTH_RATE_RULES as R } from "../../access/rate-limits.ts";
import type { SessionCache } from "../../access/session-cache.ts";
import { SignInLimits } from "../../access/sign-in-limits.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";
import { dataExportFile, offerDataExport } from "./data-export.ts";
import { deleteOwnAccount, eraseCustomer } from "./erasure.ts";
import { linkRoutes } from "./link-routes.ts";
import {
  confirmCurrentPassword,
  RESET_REQUESTED_ANSWER,
  readProfile,
  registerCustomer,
  requestPasswordReset,
  updateProfile,
} from "./service.ts";

/** Where the confirmation link lands: the sign-in page, or back to a half-filled quote form. */
const CONFIRMED_CALLBACKS = {
  login: "/login?confirmed=1",
  "quote-request": "/quote-request?confirmed=1",
} as const;

export async function accountRoutes(
  app: FastifyInstance,
  opts: {
    auth: Auth;
    db: Database;
    outbox: Outbox;
    limiter: RateLimiter;
    sessions: SessionCache;
    config: Pick<Config, "publicUrl">;
  },
) {
  const { auth, db, outbox, limiter, sessions, config } = opts;
  const signInLimits = new SignInLimits(limiter);
  await linkRoutes(app, { auth, db, outbox, limiter, sessions });

  route(app, contracts.register, async (request, reply) => {
    const { returnTo, ...body } = request.body;
    await limiter.hit(R.signUpIp, request.ip);
    await limiter.hit(R.signUpAccount, body.email);
    await registerCustomer({ auth, db, outbox }, body, request.log, CONFIRMED_CALLBACKS[returnTo]);
    return reply.status(201).send({ status: "confirmation_sent", email: body.email });
  });

  // The forgot-password form posts to better-auth's path, but the request is ours (decision 004).
  // Counted before validation, as every other auth route is: a malformed flood still counts.
  route(
    app,
    contracts.requestPasswordReset,
    async (request) => {
      const { email } = request.body;
      await limiter.hit(R.forgotAccount, email);
      await requestPasswordReset({ auth, db, outbox }, email);
      request.log.info("auth: password reset requested");
      return RESET_REQUESTED_ANSWER;
    },
    {
      preValidation: async (request) => {
        await limiter.hit(R.forgotIp, request.ip);
      },
    },
  );

  route(app, contracts.profile, async (request) => readProfile(db, sessionOf(request)));

  // "Delete my account": the password first, so every guess counts as a failed sign-in.
  route(app, accountErasureContracts.deleteOwn, async (request) => {
    const current = sessionOf(request);
    const { currentPassword } = request.body;
    await confirmCurrentPassword({ auth, db, signInLimits }, current, currentPassword, request.ip);
    return deleteOwnAccount({ db, sessions }, current.user.id);
  });

  // "Download my data": the password first, as for every change of the account.
  route(app, accountErasureContracts.requestExport, async (request, reply) => {
    const current = sessionOf(request);
    const { currentPassword } = request.body;
    await confirmCurrentPassword({ auth, db, signInLimits }, current, currentPassword, request.ip);
    return reply.status(201).send(await offerDataExport({ db, outbox, config }, current));
  });

  route(app, accountErasureContracts.downloadExport, async (request, reply) => {
    const file = await dataExportFile(db, sessionOf(request), request.params.token);
    return reply
      .type("application/zip")
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .send(file.bytes);
  });

  route(app, accountErasureContracts.eraseCustomer, async (request) =>
    eraseCustomer({ db, sessions }, { staff: sessionOf(request), request }, request.params.id),
  );

  route(app, contracts.updateProfile, async (request) => {
    const current = sessionOf(request);
    const update = request.body;
    // First, so that every guess of the password counts as a failed sign-in.
    if (changesCredentials(update, current.user.email)) {
      await confirmCurrentPassword(
        { auth, db, signInLimits },
        current,
        update.currentPassword,
        request.ip,
      );
    }
    if (update.newPassword) {
      await limiter.hit(R.changePasswordIp, request.ip);
      await limiter.hit(R.changePasswordAccount, current.user.id);
    }
    if (update.email && update.email !== current.user.email) {
      // The one way to change the e-mail: better-auth's /change-email has no route.
      await limiter.hit(R.changeEmailIp, request.ip);
      await limiter.hit(R.changeEmailAccount, current.user.id);
    }
    const { emailChangePending } = await updateProfile(
      { auth, db, sessions },
      current,
      update,
      request,
    );
    return { profile: await readProfile(db, current), emailChangePending };
  });
}
