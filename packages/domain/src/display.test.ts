import { describe, expect, it } from "vitest";
import {
  displayModel,
  displayVehicle,
  displayVehicleWithRegistration,
  elapsedSince,
  formatResponseTime,
} from "./display.ts";

describe("displayVehicle", () => {
  it("writes the make as people do and keeps the model", () => {
    expect(displayVehicle({ vehicleMake: "VOLKSWAGEN", vehicleModel: "Golf" })).toBe(
      "Volkswagen Golf",
    );
    expect(
      displayVehicleWithRegistration({
        vehicleMake: "SKODA",
        vehicleModel: "Octavia",
        vehicleRegistration: "LK19XRT",
      }),
    ).toBe("Skoda Octavia (LK19 XRT)");
  });
});

describe("displayModel", () => {
  it("gives a model typed in lower case or capitals its usual capitals", () => {
    expect(displayModel("jazz")).toBe("Jazz");
    expect(displayModel("GOLF GTI")).toBe("Golf GTI");
    expect(displayModel(" 3  series ")).toBe("3 Series");
    expect(displayModel("a3")).toBe("A3");
    expect(displayModel("cx-5")).toBe("CX-5");
    expect(displayModel("e-class")).toBe("E-Class");
    expect(displayModel("iX3")).toBe("iX3");
    expect(displayModel("Mégane")).toBe("Mégane");
  });

  it("is used for the car however its make and model were typed", () => {
    expect(displayVehicle({ vehicleMake: "VOLKSWAGEN", vehicleModel: "golf" })).toBe(
      "Volkswagen Golf",
    );
    expect(displayVehicle({ vehicleMake: "honda", vehicleModel: "jazz" })).toBe("Honda Jazz");
    expect(displayVehicle({ vehicleMake: "aston martin", vehicleModel: "DB11" })).toBe(
      "Aston Martin DB11",
    );
  });
});

describe("elapsedSince", () => {
  const start = new Date("2026-03-14T09:00:00Z");
  const after = (seconds: number) =>
    elapsedSince(start, new Date(start.getTime() + seconds * 1000));

  it("counts minutes and seconds under an hour", () => {
    expect(after(0)).toEqual({ text: "00m 00s", hasHours: false });
    expect(after(59 * 60 + 59)).toEqual({ text: "59m 59s", hasHours: false });
  });

  it("adds hours from the first hour on", () => {
    expect(after(3600)).toEqual({ text: "1h 00m 00s", hasHours: true });
    expect(after(27 * 3600 + 5 * 60 + 12)).toEqual({ text: "27h 05m 12s", hasHours: true });
  });

  it("never counts backwards for a clock that is behind", () => {
    expect(after(-30)).toEqual({ text: "00m 00s", hasHours: false });
  });
});

describe("formatResponseTime", () => {
  it("shows hours and minutes, and a dash with no data", () => {
    expect(formatResponseTime(138.4)).toBe("2h 18m");
    expect(formatResponseTime(120)).toBe("2h 0m");
    expect(formatResponseTime(45)).toBe("45m");
    expect(formatResponseTime(59.6)).toBe("1h 0m");
    expect(formatResponseTime(0.4)).toBe("under 1m");
    expect(formatResponseTime(null)).toBe("—");
  });
});
