import type { VehicleLookupOptions } from "../../src/providers/vehicle-data/lookup-service.ts";
import { type TestApp, useTestApp } from "../support/test-app.ts";

/** The app on a fresh database with the vehicle lookup registered as app.ts registers it. */
export function useVehicleLookupApp(
  env: Record<string, string> = {},
  options: VehicleLookupOptions = {},
): TestApp {
  return useTestApp({ env, vehicleLookup: options });
}

let nextAddress = 1;

/**
 * POST /api/vehicle-lookup. Each call comes from its own address unless one is given, so
 * the per-address rate limit only shows up in the test about it.
 */
export function postLookup(ctx: TestApp, payload: object, remoteAddress?: string) {
  const address =
    remoteAddress ?? `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress += 1;
  return ctx.app.inject({
    method: "POST",
    url: "/api/vehicle-lookup",
    payload,
    remoteAddress: address,
  });
}
