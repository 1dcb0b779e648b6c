import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import type { VehicleLookupAnswer, vehicleLookupResponse } from "@/lib/schemas";

/**
 * Looks a plate up. Failures are ApiErrors whose message is already the spec's text for
 * the Lookup Failed toast (a malformed plate: 400 with fields.registrationNumber).
 */
export function lookupVehicle(registrationNumber: string): Promise<VehicleLookupAnswer> {
  return apiFetch<typeof vehicleLookupResponse>(apiPaths.vehicleLookup, {
    method: "POST",
    body: { registrationNumber },
  });
}
