import type { FastifyRequest } from "fastify";
import type { Auth } from "../../access/auth.ts";
import { authenticationWorks } from "../../access/health.ts";
import type { Config } from "../../config.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { PaymentProvider } from "../../providers/payments/index.ts";

export interface StatusDeps {
  database: DatabaseHandle;
  auth: Auth;
  config: Config;
  provider: PaymentProvider;
}

/** A provider that does not answer in time is not ready; the card must not hang on it. */
const PAYMENT_HEALTH_TIMEOUT_MS = 5_000;

async function paymentsHealth(provider: PaymentProvider) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no answer")), PAYMENT_HEALTH_TIMEOUT_MS);
  });
  try {
    const health = await Promise.race([provider.health(), timeout]);
    return { ok: health.ok, live: health.live, provider: provider.kind };
  } catch {
    return { ok: false, live: false, provider: provider.kind };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The four production checks of the Admin Dashboard, all real: a database query, the auth
 * configuration with a session read, the payment provider's own health, and an https site.
 */
export async function productionStatus(deps: StatusDeps, request: FastifyRequest) {
  const [database, authentication, payments] = await Promise.all([
    deps.database.ping().then(
      () => true,
      () => false,
    ),
    authenticationWorks(deps.auth, request, deps.config.publicUrl),
    paymentsHealth(deps.provider),
  ]);
  const ssl = deps.config.publicUrl.startsWith("https://");
  return {
    database,
    authentication,
    payments,
    ssl,
    ready: database && authentication && payments.ok && payments.live && ssl,
    checkedAt: new Date(),
  };
}
