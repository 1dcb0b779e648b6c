import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { accessControl } from "./access/access.ts";
import { createAuth } from "./access/auth.ts";
import {
  announceSessionChange,
  listenForSessionChanges,
  SessionCache,
} from "./access/session-cache.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { schedulePruning } from "./db/maintenance.ts";
import { Outbox } from "./email/outbox.ts";
import { devMailboxTransport, smtpTransport } from "./email/transports.ts";
import { OutboxWorker } from "./email/worker.ts";
import { accountRoutes } from "./features/accounts/routes.ts";
import { adminMessageRoutes } from "./features/admin-messages/routes.ts";
import { adminPortalRoutes } from "./features/admin-portal/routes.ts";
import { adminQuoteRoutes } from "./features/admin-quotes/routes.ts";
import { adminRequestRoutes } from "./features/admin-requests/routes.ts";
import { appointmentRoutes } from "./features/appointments/routes.ts";
import { auditLogRoutes } from "./features/audit-log/routes.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { customerMessageRoutes } from "./features/customer-messages/routes.ts";
import { customerServiceRoutes } from "./features/customer-service/routes.ts";
import { dashboardRoutes } from "./features/dashboard/routes.ts";
import { runGarageDigests, scheduleGarageDigests } from "./features/garage-portal/digest.ts";
import { garagePortalRoutes } from "./features/garage-portal/routes.ts";
import { garageAdminRoutes } from "./features/garages/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { ChangeHub } from "./features/live-updates/change-hub.ts";
import { liveUpdateRoutes } from "./features/live-updates/routes.ts";
import { devMailboxRoutes } from "./features/mailbox/routes.ts";
import { notificationRoutes } from "./features/notifications/routes.ts";
import { outboxAdminRoutes } from "./features/outbox/routes.ts";
import { paymentRoutes } from "./features/payments/routes.ts";
import { timeEveryRequest } from "./features/production-status/metrics.ts";
import { productionStatusRoutes } from "./features/production-status/routes.ts";
import { quoteDecisionRoutes } from "./features/quote-decisions/routes.ts";
import { quoteRequestRoutes } from "./features/quote-requests/routes.ts";
import { preferenceRoutes } from "./features/reminders/routes.ts";
import {
  runMotReminders,
  runServiceReminders,
  scheduleMotReminders,
} from "./features/reminders/service.ts";
import { requestPhotoRoutes } from "./features/request-photos/routes.ts";
import { runRetention, scheduleRetention } from "./features/retention/service.ts";
import { reviewRoutes } from "./features/reviews/routes.ts";
import { rewardRoutes } from "./features/rewards/routes.ts";
import { settingsAdminRoutes } from "./features/settings/routes.ts";
import { siteRoutes } from "./features/site/routes.ts";
import { staffRoutes } from "./features/staff/routes.ts";
import { savedVehicleRoutes, vehicleLookupRoutes } from "./features/vehicles/routes.ts";
import { parseJsonWithDepthLimit } from "./http/json-body.ts";
import { RateLimiter } from "./http/rate-limiter.ts";
import { responseSerializerCompiler } from "./http/response-encoder.ts";
import { zodValidatorCompiler } from "./http/validation.ts";
import { loggerOptions } from "./logger.ts";
import { API_DOCS_PREFIX, apiDocs } from "./plugins/api-docs.ts";
import { apiNoStore } from "./plugins/api-no-store.ts";
import { compression } from "./plugins/compression.ts";
import { controlCharacters } from "./plugins/control-characters.ts";
import { errorHandler } from "./plugins/error-handler.ts";
import { originCheck } from "./plugins/origin-check.ts";
import { RequestLogController } from "./plugins/request-log.ts";
import { type RequestTimeouts, requestTimeoutOptions } from "./plugins/request-timeouts.ts";
import { securityHeaders } from "./plugins/security-headers.ts";
import { staticSpa } from "./plugins/static-spa.ts";
import {
  createVehicleLookup,
  type VehicleLookupOptions,
} from "./providers/vehicle-data/lookup-service.ts";
import { locateUnplacedRows } from "./records/places.ts";
import { resolveAuthSecret } from "./secrets.ts";

export interface AppDependencies {
  database: DatabaseHandle;
  /** The built web app; defaults to apps/web/dist. */
  webDistDir?: string;
  /** Run the outbox worker and the pruning of expired rows (off in tests, which drive them). */
  runBackgroundJobs?: boolean;
  /** Where logs go (stdout by default); tests read them to prove nothing secret is logged. */
  logStream?: { write(line: string): void };
  /** Tests point the lookup at a local fake provider with a short timeout. */
  vehicleLookup?: VehicleLookupOptions;
  /** How long a client may take to send a request (30 s); tests shorten it. */
  requestTimeouts?: Partial<RequestTimeouts>;
  /** The time the scheduling rules and MOT reminders read; tests fix it. */
  clock?: () => Date;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));

/**
 * The whole product as one Fastify instance: the JSON API under /api and the built SPA.
 * It owns the database handle it is given and closes it on app.close().
 */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(deps.logStream ? { stream: deps.logStream } : {}) },
    // A hop count trusts that many proxies nearest to us (proxy-addr's index is the hop).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    ...requestTimeoutOptions(deps.requestTimeouts),
    routerOptions: { ignoreTrailingSlash: true },
    // One log line per request, when answered.
    logController: new RequestLogController(),
  });
  const { database } = deps;
  const db = database.db;
  const outbox = new Outbox(config);
  const mailTransport = config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : devMailboxTransport(app.log);
  const outboxWorker = new OutboxWorker({
    db,
    transport: mailTransport,
    from: config.mail.from,
    log: app.log,
  });
  outbox.onQueued(outboxWorker.wake);
  const sessions = new SessionCache();
  const requestMetrics = timeEveryRequest(app);
  const auth = createAuth({
    config,
    db,
    outbox,
    secret: resolveAuthSecret(config),
    log: app.log,
    // Here at once; elsewhere by the notice. A lost notice leaves the others stale at most the
    // cache's TTL, so the sign-out itself does not fail for it.
    onSessionChange: async (userId) => {
      sessions.evictAccount(userId);
      await announceSessionChange(db, userId).catch((err: unknown) =>
        app.log.error({ err }, "session cache: could not announce a session change"),
      );
    },
  });
  const limiter = new RateLimiter(db);
  const changes = new ChangeHub();
  app.decorate("services", {
    auth,
    outbox,
    outboxWorker,
    mailTransport,
    limiter,
    sessions,
    changes,
  });

  parseJsonWithDepthLimit(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  // Answers go out through their route's response schema: what it does not name is dropped.
  // Tests also check each answer against the schema with zod (decision 021).
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.env === "test" }));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // Closing waits for open connections. One its client keeps alive (browsers, fetch) would hold
  // it until the keep-alive timeout: close each as soon as its last answer has gone.
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    // An event stream never goes idle: end them all, and their screens reconnect elsewhere.
    changes.setListening(false);
  });
  // The session cache answers only once this listener holds (decision 016).
  let stopSessionListener = async () => {};
  let stopChangeListener = async () => {};
  app.addHook("onReady", async () => {
    stopSessionListener = await listenForSessionChanges(database, sessions, app.log);
    stopChangeListener = await changes.start(database, app.log);
  });
  app.addHook("onClose", async () => {
    clearInterval(idleSweep);
    await stopSessionListener();
    await stopChangeListener();
    await outboxWorker.stop();
    await database.close();
  });

  await app.register(errorHandler);
  // Before every route: it compresses only the routes registered after it.
  await app.register(compression);
  await app.register(controlCharacters);
  await app.register(apiNoStore);
  await app.register(securityHeaders, { config });
  await app.register(originCheck, {
    allowedOrigins: [config.publicUrl],
    // Only the payment provider's signed webhook comes from another site.
    exempt: (path) => path.startsWith("/api/payments/webhook"),
  });
  await app.register(accessControl, { auth, sessions, publicPrefixes: [API_DOCS_PREFIX] });
  await app.register(apiDocs, {
    publicUrl: config.publicUrl,
    readableReference: !config.isProduction,
  });
  await app.register(healthRoutes, { database });
  await app.register(siteRoutes, { config, db });
  await app.register(authRoutes, { auth, config, db, limiter });
  await app.register(accountRoutes, { auth, db, outbox, limiter, sessions, config });
  await app.register(quoteRequestRoutes, { db, outbox, config, limiter });
  await app.register(quoteDecisionRoutes, { db, outbox, config });
  const vehicleLookup = createVehicleLookup(config, db, deps.vehicleLookup);
  const now = deps.clock ?? (() => new Date());
  await app.register(vehicleLookupRoutes, { lookup: vehicleLookup, limiter });
  await app.register(savedVehicleRoutes, { db, lookup: vehicleLookup, limiter, now });
  await app.register(appointmentRoutes, { db, outbox, config, limiter, now });
  await app.register(preferenceRoutes, { db });
  await app.register(reviewRoutes, { db });
  await app.register(paymentRoutes, { db, outbox, config });
  await app.register(outboxAdminRoutes, { db });
  await app.register(adminRequestRoutes, { db, outbox, config });
  await app.register(adminQuoteRoutes, { db, outbox, config });
  await app.register(adminMessageRoutes, { db, outbox });
  await app.register(customerMessageRoutes, { db, outbox, config, limiter });
  await app.register(dashboardRoutes, { db });
  await app.register(notificationRoutes, { db });
  await app.register(liveUpdateRoutes, { hub: changes });
  await app.register(rewardRoutes, { db });
  await app.register(requestPhotoRoutes, { db });
  await app.register(productionStatusRoutes, {
    database,
    auth,
    config,
    metrics: requestMetrics,
    sessions,
    liveStreams: () => changes.streams,
  });
  await app.register(settingsAdminRoutes, { db });
  await app.register(customerServiceRoutes, { db, outbox });
  await app.register(garageAdminRoutes, { db });
  await app.register(garagePortalRoutes, { auth, config, db, outbox, limiter });
  await app.register(auditLogRoutes, { db });
  await app.register(staffRoutes, { db, sessions });
  await app.register(adminPortalRoutes, { db, now });
  if (mailTransport.kind === "dev-mailbox" && !config.isProduction) {
    await app.register(devMailboxRoutes, { db });
  }
  await app.register(staticSpa, { distDir: deps.webDistDir ?? DEFAULT_WEB_DIST });

  if (deps.runBackgroundJobs) {
    let stopPruning = () => {};
    let stopMotReminders = async () => {};
    let stopServiceReminders = async () => {};
    let stopGarageDigests = async () => {};
    let stopRetention = async () => {};
    let locating: Promise<void> = Promise.resolve();
    app.addHook("onReady", async () => {
      outboxWorker.start();
      stopPruning = schedulePruning(db, (err) =>
        app.log.error({ err }, "pruning expired rows failed"),
      );
      // Requests and garages written before postcodes were located get their place.
      locating = locateUnplacedRows(db)
        .then((placed) => {
          if (placed > 0) app.log.info({ placed }, "located the postcodes of earlier rows");
        })
        .catch((err) => app.log.error({ err }, "locating earlier rows failed"));
      stopMotReminders = scheduleMotReminders(
        () => runMotReminders({ db, outbox }, now()),
        (err) => app.log.error({ err }, "MOT reminders failed"),
      );
      // the same hourly look, apart: one failing does not hold the other back
      stopServiceReminders = scheduleMotReminders(
        () => runServiceReminders({ db, outbox }, now()),
        (err) => app.log.error({ err }, "service reminders failed"),
      );
      stopRetention = scheduleRetention(
        () => runRetention(db, now()),
        (err) => app.log.error({ err }, "the retention run failed"),
      );
      stopGarageDigests = scheduleGarageDigests(
        () => runGarageDigests({ db, outbox }, now()),
        (err) => app.log.error({ err }, "garage digests failed"),
      );
    });
    app.addHook("onClose", async () => stopPruning());
    // Before the database closes: a run in progress finishes first.
    app.addHook("preClose", async () => stopMotReminders());
    app.addHook("preClose", async () => stopServiceReminders());
    app.addHook("preClose", async () => stopGarageDigests());
    app.addHook("preClose", async () => stopRetention());
    app.addHook("preClose", async () => locating);
  }
  return app;
}
