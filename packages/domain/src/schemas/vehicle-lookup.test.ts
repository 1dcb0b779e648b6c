import { describe, expect, it } from "vitest";
import { foundVehicleMessage, lookupFailureMessage } from "../vehicle-lookup.ts";
import { vehicleLookupBodySchema } from "./vehicle-lookup.ts";

describe("vehicleLookupBodySchema", () => {
  it("normalises the registration", () => {
    expect(vehicleLookupBodySchema.parse({ registrationNumber: " ab12 cde " })).toEqual({
      registrationNumber: "AB12CDE",
    });
  });

  it("asks for a registration when blank or missing", () => {
    for (const body of [{ registrationNumber: "  " }, {}]) {
      expect(vehicleLookupBodySchema.safeParse(body).error?.issues[0]?.message).toBe(
        "Please enter a vehicle registration number.",
      );
    }
  });

  it("refuses a plate of no UK format before calling any provider", () => {
    expect(
      vehicleLookupBodySchema.safeParse({ registrationNumber: "HELLO" }).error?.issues[0]?.message,
    ).toBe(
      "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.",
    );
  });
});

describe("lookup messages", () => {
  it("turns a plate-incorrect error into the spec's full message", () => {
    expect(lookupFailureMessage("Number plate is incorrect (404)")).toBe(
      "Number plate is incorrect or doesn't exist. Please check the registration number or enter vehicle details manually.",
    );
  });

  it("uses the server's error text when there is one, else the default", () => {
    expect(lookupFailureMessage("Vehicle lookup service not configured.")).toBe(
      "Vehicle lookup service not configured.",
    );
    expect(lookupFailureMessage(undefined)).toBe(
      "Could not find vehicle details. Please enter manually.",
    );
    expect(lookupFailureMessage("  ")).toBe(
      "Could not find vehicle details. Please enter manually.",
    );
  });

  it("announces a found vehicle with the make as people write it", () => {
    expect(foundVehicleMessage("VOLKSWAGEN", "Golf")).toBe("Found Volkswagen Golf.");
    expect(foundVehicleMessage("MERCEDES-BENZ", "C-Class")).toBe("Found Mercedes-Benz C-Class.");
    expect(foundVehicleMessage("BMW", "3 Series")).toBe("Found BMW 3 Series.");
    expect(foundVehicleMessage("ASTON MARTIN", "DB11")).toBe("Found Aston Martin DB11.");
  });

  it("asks for the model when the provider gave only the make", () => {
    for (const model of [null, undefined, "", "  "]) {
      expect(foundVehicleMessage("FORD", model)).toBe("Found Ford. Please choose the model.");
    }
  });
});
