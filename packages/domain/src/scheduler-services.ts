/** The service choices of the Schedule Service dialog (a list of its own in the spec). */
export const SCHEDULER_SERVICE_IDS = [
  "oil-service",
  "mot-test",
  "brake-service",
  "tyre-change",
  "engine-repair",
  "transmission-repair",
  "air-conditioning",
  "battery-replacement",
  "general-maintenance",
] as const;

export type SchedulerServiceId = (typeof SCHEDULER_SERVICE_IDS)[number];

export interface SchedulerService {
  readonly value: SchedulerServiceId;
  readonly label: string;
}

export const SCHEDULER_SERVICES: readonly SchedulerService[] = [
  { value: "oil-service", label: "Oil Service" },
  { value: "mot-test", label: "MOT Test" },
  { value: "brake-service", label: "Brake Service" },
  { value: "tyre-change", label: "Tyre Change" },
  { value: "engine-repair", label: "Engine Repair" },
  { value: "transmission-repair", label: "Transmission Repair" },
  { value: "air-conditioning", label: "Air Conditioning" },
  { value: "battery-replacement", label: "Battery Replacement" },
  { value: "general-maintenance", label: "General Maintenance" },
];

export function schedulerServiceLabel(value: string): string {
  return SCHEDULER_SERVICES.find((s) => s.value === value)?.label ?? value;
}
