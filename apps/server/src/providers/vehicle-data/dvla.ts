import { z } from "zod";
import {
  isoDay,
  LookupError,
  readJsonBody,
  textOrNull,
  type VehicleDetails,
  type VehicleLookupProvider,
} from "./provider.ts";

/**
 * DVLA Vehicle Enquiry Service: one POST with an API key. It knows the make, colour, year,
 * MOT and tax, but not the model, so the form keeps the make and asks for the model.
 */
export interface DvlaSettings {
  apiUrl: string;
  apiKey: string | undefined;
}

const vehicleSchema = z.object({
  make: z.string().trim().min(1),
  colour: z.string().nullish(),
  fuelType: z.string().nullish(),
  yearOfManufacture: z.coerce.number().int().nullish(),
  motStatus: z.string().nullish(),
  motExpiryDate: z.string().nullish(),
  taxStatus: z.string().nullish(),
});

const errorSchema = z.object({
  errors: z.array(z.object({ title: z.string().nullish(), detail: z.string().nullish() })).min(1),
});

export function createDvlaProvider(
  settings: DvlaSettings,
  fetchFn: typeof fetch,
): VehicleLookupProvider {
  return {
    name: "dvla",
    async lookup(registration, signal) {
      if (!settings.apiKey) throw new LookupError("not_configured", "DVLA_API_KEY is not set");
      const response = await fetchFn(settings.apiUrl, {
        method: "POST",
        headers: {
          "x-api-key": settings.apiKey,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({ registrationNumber: registration }),
        signal,
      });
      const body = await readJsonBody(response);
      if (response.ok) return vehicleFrom(registration, body);
      if (response.status === 401 || response.status === 403) {
        throw new LookupError("auth_failed", `DVLA answered ${response.status}`);
      }
      if (response.status === 404) throw new LookupError("not_found", "DVLA has no such vehicle");
      const error = errorSchema.safeParse(body);
      const first = error.success ? error.data.errors[0] : undefined;
      const text = first ? (textOrNull(first.detail) ?? textOrNull(first.title)) : null;
      if (response.status === 400 && text) {
        throw new LookupError("provider_message", "DVLA refused the request", text);
      }
      throw new LookupError("unavailable", `DVLA answered ${response.status}`);
    },
  };
}

function vehicleFrom(registration: string, body: unknown): VehicleDetails {
  const parsed = vehicleSchema.safeParse(body);
  if (!parsed.success) throw new LookupError("unavailable", "DVLA answer had no make");
  const v = parsed.data;
  return {
    registration,
    make: v.make,
    model: null,
    year: v.yearOfManufacture ?? null,
    fuelType: textOrNull(v.fuelType),
    colour: textOrNull(v.colour),
    motDueDate: isoDay(v.motExpiryDate),
    motStatus: textOrNull(v.motStatus),
    taxStatus: textOrNull(v.taxStatus),
    source: "dvla",
  };
}
