import { normaliseMake, suggestModels } from "@automobi/domain";
import type { VehicleLookupAnswer } from "@automobi/domain/schemas";
import type { VehicleDetails } from "./provider.ts";

/**
 * Providers spell names their own way ('Volkswagen', 'GOLF', '3 SERIES'). Where the make and
 * model are in the catalogue they are answered as the catalogue spells them, so the model
 * picker recognises them; anything else is passed on as the provider gave it.
 */
export function lookupAnswer(details: VehicleDetails): VehicleLookupAnswer {
  const make = normaliseMake(details.make);
  return {
    registration: details.registration,
    make: make ?? details.make,
    model: make && details.model ? catalogueModel(make, details.model) : details.model,
    year: details.year,
    fuelType: details.fuelType,
    colour: details.colour,
    motDueDate: details.motDueDate,
  };
}

/** 'GOLF' → 'Golf', 'golf gti' → 'Golf GTI'; 'GOLF SE TSI' (no such entry) stays as given. */
function catalogueModel(make: string, model: string): string {
  const wanted = model.trim().toLowerCase().replace(/\s+/g, " ");
  const entry = suggestModels({ make }).find((s) => s.label.toLowerCase() === wanted);
  return entry?.label ?? model;
}
