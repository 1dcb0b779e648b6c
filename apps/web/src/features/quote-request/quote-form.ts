import { type QuoteRequestForm, SERVICE_CATEGORIES } from "@automobi/domain";

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
  /** The plate a lookup answered for, and the year it gave; the year filters the models. */
  lookedUp: { registration: string; year: number | null } | null;
}

export const EMPTY_VEHICLE_CONTEXT: VehicleContext = { manualEntry: false, lookedUp: null };

export type QuoteFormField = keyof QuoteRequestForm;

export const serviceCheckboxId = (serviceId: string) => `service-${serviceId}`;

/** The control that takes focus for the services group: its first checkbox. */
export const SERVICE_FOCUS_ID = serviceCheckboxId(SERVICE_CATEGORIES[0]?.services[0]?.id ?? "");
