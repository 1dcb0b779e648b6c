/**
 * The service catalogue offered on the quote-request form. Categories and the
 * given labels follow the spec's order and wording; labels the spec leaves out
 * are the ones a UK customer would expect. `emergency` is the urgent option: it
 * makes a request High priority (see priority.ts).
 */
export const SERVICE_IDS = [
  "oil-service",
  "full-vehicle-service",
  "brake-service",
  "other-mechanical",
  "respray",
  "dent-removal",
  "panel-work",
  "interior-exterior",
  "annual-inspection",
  "breakdown-towing",
  "wheel-refurbishment",
  "get-new-tires",
  "other-service",
  "emergency",
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export const EMERGENCY_SERVICE_ID = "emergency" satisfies ServiceId;

/**
 * The services that are a vehicle's routine servicing: a completed request with one of them is
 * the "last service" an annual service reminder counts from (Settings).
 */
export const ANNUAL_SERVICE_IDS = [
  "full-vehicle-service",
  "oil-service",
] as const satisfies readonly ServiceId[];

/** An annual service reminder goes this many months after the last completed service. */
export const SERVICE_REMINDER_MONTHS = 11;

export interface Service {
  readonly id: ServiceId;
  readonly label: string;
}

export interface ServiceCategory {
  readonly id: string;
  readonly label: string;
  /** True for the category holding the urgent option. */
  readonly urgent: boolean;
  readonly services: readonly Service[];
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    id: "mechanical",
    label: "Mechanical",
    urgent: false,
    services: [
      { id: "oil-service", label: "Oil Service" },
      { id: "full-vehicle-service", label: "Full Vehicle Service" },
      { id: "brake-service", label: "Brake Service" },
      { id: "other-mechanical", label: "Other Mechanical Work" },
    ],
  },
  {
    id: "bodywork-repair",
    label: "Bodywork Repair",
    urgent: false,
    services: [
      { id: "respray", label: "Respray" },
      { id: "dent-removal", label: "Dent Removal" },
      { id: "panel-work", label: "Panel Work" },
    ],
  },
  {
    id: "car-detailing",
    label: "Car Detailing",
    urgent: false,
    services: [{ id: "interior-exterior", label: "Interior & Exterior Valet" }],
  },
  {
    id: "mot-testing",
    label: "MOT Testing",
    urgent: false,
    services: [{ id: "annual-inspection", label: "Annual MOT Inspection" }],
  },
  {
    id: "vehicle-recovery",
    label: "Vehicle Recovery",
    urgent: false,
    services: [{ id: "breakdown-towing", label: "Breakdown & Towing" }],
  },
  {
    id: "alloy-wheel-repair",
    label: "Alloy Wheel Repair",
    urgent: false,
    services: [{ id: "wheel-refurbishment", label: "Wheel Refurbishment" }],
  },
  {
    id: "new-tires",
    label: "New Tyres",
    urgent: false,
    services: [{ id: "get-new-tires", label: "New Tyres" }],
  },
  {
    id: "other-services",
    label: "Other Services",
    urgent: false,
    services: [{ id: "other-service", label: "Other Service" }],
  },
  {
    id: "urgent",
    label: "Urgent",
    urgent: true,
    services: [{ id: "emergency", label: "Emergency / Urgent Repair" }],
  },
];

const LABELS: ReadonlyMap<string, string> = new Map(
  SERVICE_CATEGORIES.flatMap((category) => category.services.map((s) => [s.id, s.label] as const)),
);

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === "string" && LABELS.has(value);
}

/** The label of a service id; an unknown id is shown as it is stored. */
export function serviceLabel(id: string): string {
  return LABELS.get(id) ?? id;
}

/** A request's chosen services in words: 'Oil Service, Brake Service'. */
export function describeServices(ids: readonly string[] | null | undefined): string {
  return (ids ?? []).map(serviceLabel).join(", ");
}

export function includesEmergency(ids: readonly string[] | null | undefined): boolean {
  return (ids ?? []).includes(EMERGENCY_SERVICE_ID);
}
