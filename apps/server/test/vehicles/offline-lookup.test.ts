import {
  findModel,
  PLATE_INCORRECT_MESSAGE,
  REGISTRATION_REQUIRED,
  yearFromCurrentRegistration,
} from "@automobi/domain";
import { describe, expect, it } from "vitest";
import { OFFLINE_VEHICLES } from "../../src/providers/vehicle-data/offline.ts";
import { postLookup, useVehicleLookupApp } from "./lookup-app.ts";

// No VEHICLE_LOOKUP_PROVIDER: the offline list is the default.
const ctx = useVehicleLookupApp();

describe("POST /api/vehicle-lookup with the offline provider", () => {
  it("finds an invented plate typed in lower case with a space", async () => {
    const res = await postLookup(ctx, { registrationNumber: "ab12 cde" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toMatchObject({
      registration: "AB12CDE",
      make: "VOLKSWAGEN",
      model: "Golf",
      year: 2012,
      fuelType: "Petrol",
      colour: "Silver",
    });
    // Invented vehicles get the MOT rule's next date: 1 March, today or later.
    expect(body.motDueDate).toMatch(/^\d{4}-03-01$/);
    expect(body.motDueDate >= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it("answers every listed plate with a catalogue make and model on sale in its plate's year", async () => {
    for (const vehicle of OFFLINE_VEHICLES.filter((v) => v.model !== null)) {
      const res = await postLookup(ctx, { registrationNumber: vehicle.registration });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ make: vehicle.make, model: vehicle.model, year: vehicle.year });
      expect(yearFromCurrentRegistration(vehicle.registration)).toBe(vehicle.year);
      const model = findModel(body.make, body.model as string);
      expect(model?.name).toBe(vehicle.model);
      expect(vehicle.year).toBeGreaterThanOrEqual(model!.startYear);
      expect(vehicle.year).toBeLessThanOrEqual(model!.endYear ?? vehicle.year);
    }
  });

  it("answers the make-only plate with its make and no model, as DVLA would", async () => {
    const res = await postLookup(ctx, { registrationNumber: "ln15 mke" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ make: "FORD", model: null, year: 2015 });
  });

  it("answers a plate not in the list with 404 and the plate-incorrect message", async () => {
    const res = await postLookup(ctx, { registrationNumber: "ZZ99ZZZ" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: "LOOKUP_FAILED", message: PLATE_INCORRECT_MESSAGE },
    });
  });

  it("refuses an empty registration with the Registration Required message", async () => {
    for (const payload of [{ registrationNumber: "   " }, {}]) {
      const res = await postLookup(ctx, payload);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields.registrationNumber).toBe(REGISTRATION_REQUIRED.message);
    }
  });

  it("refuses a plate of no UK format before asking any provider", async () => {
    const res = await postLookup(ctx, { registrationNumber: "AB-123-CD" });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields.registrationNumber).toBe(PLATE_INCORRECT_MESSAGE);
  });
});
