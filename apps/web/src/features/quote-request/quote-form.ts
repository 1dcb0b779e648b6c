import { normaliseRegistration, type QuoteRequestForm, SERVICE_CATEGORIES } from "@automobi/domain";

/** The form as it starts, and as it is left after a request has been sent. */
export const EMPTY_QUOTE_FORM: QuoteRequestForm = {
  registration: "",
  make: "",
  model: "",
  services: [],
  firstName: "",
  lastName: "",
  description: "",
  postcode: "",
  mobile: "",
  travelDistance: "",
  timeframe: "",
  budgetRange: "",
  partsPreference: "",
};

/** What the vehicle section knows besides the typed values. */
export interface VehicleContext {
  /** Free-text make and model instead of the catalogue picker. */
  manualEntry: boolean;
  /** The customer pressed "Enter make and model manually" (not a lookup's unknown make). */
  manualChosen: boolean;
  /**
   * The plate a lookup answered for, and the year it gave; the year filters the models. While
   * set, the make and model are that lookup's, and the request says so (lookedUpRegistration).
   */
  lookedUp: { registration: string; year: number | null } | null;
}

export const EMPTY_VEHICLE_CONTEXT: VehicleContext = {
  manualEntry: false,
  manualChosen: false,
  lookedUp: null,
};

/**
 * After the registration changes, what a lookup gave for the old plate no longer holds: its
 * year goes, and its make and model too unless the customer chose manual entry and typed
 * their own. Null when nothing changes (no lookup, or the same plate written differently).
 */
export function forgetLookupOfOtherPlate(
  registration: string,
  vehicle: VehicleContext,
): { vehicle: VehicleContext; clearMakeAndModel: boolean } | null {
  if (!vehicle.lookedUp || vehicle.lookedUp.registration === normaliseRegistration(registration)) {
    return null;
  }
  const keep = vehicle.manualChosen;
  return {
    vehicle: { manualEntry: keep && vehicle.manualEntry, manualChosen: keep, lookedUp: null },
    clearMakeAndModel: !keep,
  };
}

export type QuoteFormField = keyof QuoteRequestForm;

export const serviceCheckboxId = (serviceId: string) => `service-${serviceId}`;

/** The control that takes focus for the services group: its first checkbox. */
export const SERVICE_FOCUS_ID = serviceCheckboxId(SERVICE_CATEGORIES[0]?.services[0]?.id ?? "");
