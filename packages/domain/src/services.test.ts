import { describe, expect, it } from "vitest";
import {
  describeServices,
  includesEmergency,
  isServiceId,
  SERVICE_CATEGORIES,
  SERVICE_IDS,
  serviceLabel,
} from "./services.ts";

describe("service catalogue", () => {
  it("lists the spec's categories in order, with the urgent one last, in UK spelling", () => {
    expect(SERVICE_CATEGORIES.map((c) => c.label)).toEqual([
      "Mechanical",
      "Bodywork Repair",
      "Car Detailing",
      "MOT Testing",
      "Vehicle Recovery",
      "Alloy Wheel Repair",
      "New Tyres",
      "Other Services",
      "Urgent",
    ]);
    expect(
      SERVICE_CATEGORIES.filter((c) => c.urgent).flatMap((c) => c.services.map((s) => s.id)),
    ).toEqual(["emergency"]);
    // The spec's "New Tires" is spelt as a UK customer writes it (issue 14); the ids stay.
    const tyres = SERVICE_CATEGORIES.find((c) => c.id === "new-tires");
    expect(tyres?.services).toEqual([{ id: "get-new-tires", label: "New Tyres" }]);
    const labels = SERVICE_CATEGORIES.flatMap((c) => [c.label, ...c.services.map((s) => s.label)]);
    expect(labels.filter((label) => /tire/i.test(label))).toEqual([]);
  });

  it("holds exactly the ids of SERVICE_IDS, in the same order", () => {
    expect(SERVICE_CATEGORIES.flatMap((c) => c.services.map((s) => s.id))).toEqual([
      ...SERVICE_IDS,
    ]);
  });

  it("uses the spec's mechanical labels verbatim", () => {
    expect(SERVICE_CATEGORIES[0]?.services).toEqual([
      { id: "oil-service", label: "Oil Service" },
      { id: "full-vehicle-service", label: "Full Vehicle Service" },
      { id: "brake-service", label: "Brake Service" },
      { id: "other-mechanical", label: "Other Mechanical Work" },
    ]);
  });

  it("labels a known id and shows an unknown one as stored", () => {
    expect(serviceLabel("get-new-tires")).toBe("New Tyres");
    expect(serviceLabel("emergency")).toBe("Emergency / Urgent Repair");
    expect(serviceLabel("valet-deluxe")).toBe("valet-deluxe");
  });

  it("recognises service ids", () => {
    expect(isServiceId("respray")).toBe(true);
    expect(isServiceId("mot-test")).toBe(false);
    expect(isServiceId(42)).toBe(false);
  });
});

describe("a request's services", () => {
  it("are described in words, in the order chosen", () => {
    expect(describeServices(["oil-service", "annual-inspection"])).toBe(
      "Oil Service, Annual MOT Inspection",
    );
    expect(describeServices([])).toBe("");
    expect(describeServices(null)).toBe("");
  });

  it("include the emergency service only when it is one of them", () => {
    expect(includesEmergency(["brake-service", "emergency"])).toBe(true);
    expect(includesEmergency(["emergency"])).toBe(true);
    expect(includesEmergency(["brake-service"])).toBe(false);
    expect(includesEmergency(["non-emergency"])).toBe(false);
  });
});
