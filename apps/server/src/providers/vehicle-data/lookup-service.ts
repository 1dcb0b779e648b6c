import {
  ERROR_CODES,
  LOOKUP_AUTH_FAILED_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
  LOOKUP_NOT_CONFIGURED_MESSAGE,
  lookupFailureMessage,
  PLATE_INCORRECT_MESSAGE,
} from "@automobi/domain";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { cacheVehicle, readCachedVehicle } from "./cache.ts";
import { createDvlaProvider } from "./dvla.ts";
import { createDvsaProvider } from "./dvsa.ts";
import { createOfflineProvider } from "./offline.ts";
import { LookupError, type VehicleDetails, type VehicleLookupProvider } from "./provider.ts";

export interface VehicleLookupOptions {
  /** Stands in for the global fetch (tests, proxies). */
  fetch?: typeof fetch;
  /** How long the provider has to answer, token request included; 5 s by default. */
  timeoutMs?: number;
}

/** Where operator-facing failures (credentials, outages) are reported; pino fits. */
export interface LookupLog {
  warn(details: object, message: string): void;
}

export interface VehicleLookup {
  /**
   * The vehicle behind a normalised registration, from the 24 h cache or the provider.
   * Fails with AppError(LOOKUP_FAILED) carrying the spec's message for the Lookup Failed toast.
   */
  find(registration: string, log?: LookupLog): Promise<VehicleDetails>;
}

export const DEFAULT_LOOKUP_TIMEOUT_MS = 5000;

/** The one place the provider is chosen from config; `none` makes every lookup fail. */
function chooseProvider(
  settings: Config["vehicleLookup"],
  fetchFn: typeof fetch,
): VehicleLookupProvider | null {
  switch (settings.provider) {
    case "offline":
      return createOfflineProvider();
    case "dvsa":
      return createDvsaProvider(settings, fetchFn);
    case "dvla":
      return createDvlaProvider(settings, fetchFn);
    case "none":
      return null;
  }
}

export function createVehicleLookup(
  config: Pick<Config, "vehicleLookup">,
  db: Database,
  options: VehicleLookupOptions = {},
): VehicleLookup {
  const provider = chooseProvider(config.vehicleLookup, options.fetch ?? globalThis.fetch);
  const timeoutMs = options.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS;

  return {
    async find(registration, log) {
      if (!provider) {
        throw failureFor(new LookupError("not_configured", "VEHICLE_LOOKUP_PROVIDER is none"), log);
      }
      const cached = await readCachedVehicle(db, registration, provider.name);
      if (cached) return cached;
      let details: VehicleDetails;
      try {
        details = await provider.lookup(registration, AbortSignal.timeout(timeoutMs));
      } catch (error) {
        throw failureFor(error, log, provider.name);
      }
      try {
        await cacheVehicle(db, details);
      } catch (error) {
        // The customer still gets the answer; the next lookup simply asks the provider again.
        log?.warn({ err: error }, "could not cache a vehicle lookup");
      }
      return details;
    },
  };
}

/** Spec §8: each failure becomes the Lookup Failed toast's exact message. */
function failureFor(error: unknown, log?: LookupLog, provider?: string): AppError {
  const fail = (message: string, status: number) =>
    new AppError(ERROR_CODES.LOOKUP_FAILED, message, status);
  if (error instanceof LookupError) {
    switch (error.kind) {
      case "not_found":
        return fail(PLATE_INCORRECT_MESSAGE, 404);
      case "provider_message":
        return fail(lookupFailureMessage(error.providerText), 422);
      case "not_configured":
        log?.warn({ provider }, `vehicle lookup not configured: ${error.message}`);
        return fail(LOOKUP_NOT_CONFIGURED_MESSAGE, 503);
      case "auth_failed":
        log?.warn({ provider }, `vehicle lookup credentials refused: ${error.message}`);
        return fail(LOOKUP_AUTH_FAILED_MESSAGE, 502);
      case "unavailable":
        log?.warn({ provider }, `vehicle lookup unavailable: ${error.message}`);
        return fail(LOOKUP_FAILED_MESSAGE, 502);
    }
  }
  // A timeout (AbortSignal.timeout), a refused connection, a reset socket: all one outage.
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  log?.warn(
    { provider, err: error },
    timedOut ? "vehicle lookup timed out" : "vehicle lookup failed",
  );
  return fail(LOOKUP_FAILED_MESSAGE, 502);
}
