import { z } from "zod";
import { isUkRegistration, normaliseRegistration } from "../registration.ts";
import { PLATE_INCORRECT_MESSAGE, REGISTRATION_REQUIRED } from "../vehicle-lookup.ts";

/** Body of POST vehicle-lookup; the registration comes out as 'AB12CDE'. A plate of no UK format is refused before any provider call. */
export const vehicleLookupBodySchema = z.object({
  registrationNumber: z
    .string({ error: REGISTRATION_REQUIRED.message })
    .transform(normaliseRegistration)
    .pipe(
      z
        .string()
        .min(1, { error: REGISTRATION_REQUIRED.message, abort: true })
        .refine(isUkRegistration, PLATE_INCORRECT_MESSAGE),
    ),
});

export type VehicleLookupBody = z.output<typeof vehicleLookupBodySchema>;
