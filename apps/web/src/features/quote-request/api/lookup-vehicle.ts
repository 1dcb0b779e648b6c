import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** What POST /api/vehicle-lookup answers; make and model are spelt as the catalogue spells them. */
export interface VehicleLookupAnswer {
  registration: string;
  make: string;
  /** Null when the provider (DVLA) does not know the model. */
  model: string | null;
  year: number | null;
  fuelType: string | null;
  colour: string | null;
  motDueDate: string | null;
}

/**
 * Looks a plate up. Failures are ApiErrors whose message is already the spec's text for
 * the Lookup Failed toast (a malformed plate: 400 with fields.registrationNumber).
 */
export function lookupVehicle(registrationNumber: string): Promise<VehicleLookupAnswer> {
  return apiFetch(apiPaths.vehicleLookup, { method: "POST", body: { registrationNumber } });
}
