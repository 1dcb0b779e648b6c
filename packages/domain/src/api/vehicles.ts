import { z } from "zod";
import { vehicleLookupBodySchema } from "../schemas/vehicle-lookup.ts";

export const vehicleLookupRequest = vehicleLookupBodySchema;

/** Make and model spelt as the catalogue spells them; a null model means the form must ask. */
export const vehicleLookupResponse = z.object({
  registration: z.string().meta({ description: "Upper case, no spaces: AB12CDE" }),
  make: z.string(),
  model: z.string().nullable().meta({ description: "Null when the provider (DVLA) has none" }),
  year: z.number().int().nullable(),
  fuelType: z.string().nullable(),
  colour: z.string().nullable(),
  motDueDate: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
});
export type VehicleLookupAnswer = z.output<typeof vehicleLookupResponse>;
