import type { Auth } from "./access/auth.ts";
import type { SessionCache } from "./access/session-cache.ts";
import type { Outbox } from "./email/outbox.ts";
import type { MailTransport } from "./email/transports.ts";
import type { OutboxWorker } from "./email/worker.ts";
import type { ChangeHub } from "./features/live-updates/change-hub.ts";
import type { RateLimiter } from "./http/rate-limiter.ts";

/** What routes and tests reach beyond HTTP: the app's services, decorated on it (app.ts). */
export interface AppServices {
  auth: Auth;
  outbox: Outbox;
  outboxWorker: OutboxWorker;
  mailTransport: MailTransport;
  limiter: RateLimiter;
  sessions: SessionCache;
  /** This process's event streams and the change listener that feeds them (decision 064). */
  changes: ChangeHub;
}

declare module "fastify" {
  interface FastifyInstance {
    services: AppServices;
  }
}
