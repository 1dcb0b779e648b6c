import {
  LOOKUP_AUTH_FAILED_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
  PLATE_INCORRECT_MESSAGE,
} from "@automobi/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { vehicleLookupCache } from "../../src/db/schema/index.ts";
import { type FakeAnswer, startFakeProvider } from "./fake-provider.ts";
import { postLookup, useVehicleLookupApp } from "./lookup-app.ts";

const ENQUIRY = "POST /vehicle-enquiry/v1/vehicles";
const fake = await startFakeProvider();
afterAll(() => fake.close());

// What DVLA answers for each registration; anything else gets DVLA's documented 404.
let answers: Record<string, FakeAnswer> = {};
fake.answer(ENQUIRY, (request) => {
  const { registrationNumber } = JSON.parse(request.body) as { registrationNumber: string };
  return (
    answers[registrationNumber] ?? {
      status: 404,
      json: { errors: [{ status: "404", code: "404", title: "Vehicle Not Found" }] },
    }
  );
});
beforeEach(() => {
  answers = {};
});

const dvlaEnv = {
  VEHICLE_LOOKUP_PROVIDER: "dvla",
  DVLA_API_URL: `${fake.url}/vehicle-enquiry/v1/vehicles`,
  DVLA_API_KEY: "test-dvla-key",
};
// The real 5 s allowance, so a busy test machine never turns a slow answer into a timeout;
// a second app with 200 ms plays the customer waiting on a provider that never answers.
const ctx = useVehicleLookupApp(dvlaEnv);
const impatient = useVehicleLookupApp(dvlaEnv, { timeoutMs: 200 });

/** DVLA's documented 200 answer (invented vehicle). */
function dvlaVehicle(registrationNumber: string, extra: Record<string, unknown> = {}) {
  return {
    status: 200,
    json: {
      registrationNumber,
      taxStatus: "Taxed",
      taxDueDate: "2026-12-01",
      motStatus: "Valid",
      make: "FORD",
      yearOfManufacture: 2017,
      engineCapacity: 999,
      co2Emissions: 104,
      fuelType: "PETROL",
      markedForExport: false,
      colour: "BLUE",
      typeApproval: "M1",
      dateOfLastV5CIssued: "2021-05-14",
      motExpiryDate: "2026-06-30",
      wheelplan: "2 AXLE RIGID BODY",
      monthOfFirstRegistration: "2017-09",
      ...extra,
    },
  };
}

const lookup = (registrationNumber: string) => postLookup(ctx, { registrationNumber });
const failure = (message: string) => ({ error: { code: "LOOKUP_FAILED", message } });

describe("POST /api/vehicle-lookup with DVLA", () => {
  it("answers the make, year, colour and MOT date, with no model, asking with the API key", async () => {
    answers.LA67AAA = dvlaVehicle("LA67AAA");
    const res = await lookup("la67 aaa");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      registration: "LA67AAA",
      make: "FORD",
      model: null,
      year: 2017,
      fuelType: "PETROL",
      colour: "BLUE",
      motDueDate: "2026-06-30",
    });
    const [request] = fake.calls(ENQUIRY).filter((r) => r.body.includes("LA67AAA"));
    expect(request!.headers["x-api-key"]).toBe("test-dvla-key");
    expect(request!.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(request!.body)).toEqual({ registrationNumber: "LA67AAA" });
  });

  it("passes on a make the catalogue does not list as DVLA spells it", async () => {
    answers.LA67AAB = dvlaVehicle("LA67AAB", { make: "TOYOTA" });
    const res = await lookup("LA67AAB");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ make: "TOYOTA", model: null });
  });

  it("answers a plate DVLA does not know with 404 and the plate-incorrect message", async () => {
    const res = await lookup("LA67AAC");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(failure(PLATE_INCORRECT_MESSAGE));
  });

  it("passes on DVLA's own explanation of a 400", async () => {
    const detail = "Invalid format for field - vehicle registration number";
    answers.LA67AAD = {
      status: 400,
      json: { errors: [{ status: "400", code: "400", title: "Bad Request", detail }] },
    };
    const res = await lookup("LA67AAD");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(failure(detail));
  });

  it("turns a provider text saying the number plate is incorrect into the spec's message", async () => {
    answers.LA67AAE = {
      status: 400,
      json: { errors: [{ title: "Bad Request", detail: "Number plate is incorrect" }] },
    };
    const res = await lookup("LA67AAE");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(failure(PLATE_INCORRECT_MESSAGE));
  });

  it("says the service's authentication failed when DVLA refuses the key (401 or 403)", async () => {
    for (const status of [401, 403]) {
      answers.LA67AAF = { status, json: { message: "Forbidden" } };
      const res = await lookup("LA67AAF");
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual(failure(LOOKUP_AUTH_FAILED_MESSAGE));
    }
  });

  it("gives the default message when DVLA fails with 500", async () => {
    answers.LA67AAG = { status: 500, json: { errors: [{ title: "Internal Server Error" }] } };
    const res = await lookup("LA67AAG");
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(failure(LOOKUP_FAILED_MESSAGE));
  });

  it("gives up on a DVLA that never answers and gives the default message", async () => {
    answers.LA67AAH = "never";
    const started = Date.now();
    const res = await postLookup(impatient, { registrationNumber: "LA67AAH" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(failure(LOOKUP_FAILED_MESSAGE));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("the 24 hour vehicle cache", () => {
  it("answers a second lookup of the same plate without asking DVLA", async () => {
    answers.LB67AAA = dvlaVehicle("LB67AAA");
    const first = await lookup("LB67AAA");
    const second = await lookup("LB 67 AAA");
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fake.calls(ENQUIRY).filter((r) => r.body.includes("LB67AAA"))).toHaveLength(1);
  });

  it("asks DVLA again once the cached answer is more than 24 hours old", async () => {
    answers.LB67AAB = dvlaVehicle("LB67AAB");
    await lookup("LB67AAB");
    const dayAndASecondAgo = new Date(Date.now() - 24 * 3600_000 - 1000);
    await ctx.db
      .update(vehicleLookupCache)
      .set({ fetchedAt: dayAndASecondAgo, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vehicleLookupCache.registration, "LB67AAB"));
    answers.LB67AAB = dvlaVehicle("LB67AAB", { colour: "RED" });
    const res = await lookup("LB67AAB");
    expect(res.json().colour).toBe("RED");
    expect(fake.calls(ENQUIRY).filter((r) => r.body.includes("LB67AAB"))).toHaveLength(2);
  });

  it("does not keep a failure: the plate is found once DVLA answers", async () => {
    answers.LB67AAC = { status: 500 };
    expect((await lookup("LB67AAC")).statusCode).toBe(502);
    answers.LB67AAC = dvlaVehicle("LB67AAC");
    const res = await lookup("LB67AAC");
    expect(res.statusCode).toBe(200);
    expect(res.json().make).toBe("FORD");
  });
});
