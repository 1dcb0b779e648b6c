import { displayMake } from "./makes.ts";

export const REGISTRATION_REQUIRED = {
  title: "Registration Required",
  message: "Please enter a vehicle registration number.",
} as const;

export const LOOKUP_FAILED_TITLE = "Lookup Failed";

export const LOOKUP_FAILED_MESSAGE = "Could not find vehicle details. Please enter manually.";

export const PLATE_INCORRECT_MESSAGE =
  "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.";

export const LOOKUP_NOT_CONFIGURED_MESSAGE = "Vehicle lookup service not configured.";

export const LOOKUP_AUTH_FAILED_MESSAGE = "Vehicle lookup service authentication failed.";

/**
 * The success toast: the spec's 'Found {make} {model}.', the make written as people write it
 * ('Found Volkswagen Golf.', not the lookup's 'VOLKSWAGEN'). A provider without models (DVLA)
 * gives only the make, and the form then asks for the model.
 */
export function foundVehicleMessage(make: string, model: string | null | undefined): string {
  const named = model?.trim();
  const shown = displayMake(make);
  return named ? `Found ${shown} ${named}.` : `Found ${shown}. Please choose the model.`;
}

/**
 * The toast message for a failed lookup, from the error text the server or
 * provider gave (spec §8): the plate message when it says the plate is
 * incorrect, the text itself when there is one, else the default.
 */
export function lookupFailureMessage(errorText: string | null | undefined): string {
  const text = errorText?.trim() ?? "";
  if (text.includes("Number plate is incorrect")) return PLATE_INCORRECT_MESSAGE;
  return text || LOOKUP_FAILED_MESSAGE;
}
