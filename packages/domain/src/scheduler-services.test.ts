import { describe, expect, it } from "vitest";
import {
  SCHEDULER_SERVICE_IDS,
  SCHEDULER_SERVICES,
  schedulerServiceLabel,
} from "./scheduler-services.ts";

describe("scheduler services", () => {
  it("offers the spec's nine options in order", () => {
    expect(SCHEDULER_SERVICES.map((s) => s.value)).toEqual([...SCHEDULER_SERVICE_IDS]);
    expect(SCHEDULER_SERVICE_IDS).toEqual([
      "oil-service",
      "mot-test",
      "brake-service",
      "tyre-change",
      "engine-repair",
      "transmission-repair",
      "air-conditioning",
      "battery-replacement",
      "general-maintenance",
    ]);
  });

  it("labels an option", () => {
    expect(schedulerServiceLabel("mot-test")).toBe("MOT Test");
    expect(schedulerServiceLabel("tyre-change")).toBe("Tyre Change");
  });
});
