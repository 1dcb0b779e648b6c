import {
  LOOKUP_AUTH_FAILED_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
  PLATE_INCORRECT_MESSAGE,
} from "@automobi/domain";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_LOOKUP_TIMEOUT_MS } from "../../src/providers/vehicle-data/lookup-service.ts";
import { dvsaEnv, playDvsaVehicles, token, tokenRoute, vehicleRoute } from "./dvsa-fake.ts";
import { startFakeProvider } from "./fake-provider.ts";
import { postLookup, useVehicleLookupApp } from "./lookup-app.ts";

const fake = await startFakeProvider();
afterAll(() => fake.close());

const failure = (message: string) => ({ error: { code: "LOOKUP_FAILED", message } });
playDvsaVehicles(fake);

describe("POST /api/vehicle-lookup with DVSA", () => {
  const ctx = useVehicleLookupApp(dvsaEnv(fake, "tenant-a"));
  fake.answer(tokenRoute("tenant-a"), token("token-a"));

  it("answers make, model, year and the latest MOT expiry as the catalogue spells them", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC17 AAA" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      registration: "LC17AAA",
      make: "VOLKSWAGEN",
      model: "Golf",
      year: 2017,
      fuelType: "Petrol",
      colour: "Silver",
      motDueDate: "2025-03-05",
    });
  });

  it("asks for one token with the client credentials and reuses it with the API key", async () => {
    await postLookup(ctx, { registrationNumber: "LC73AAB" });
    const tokenRequests = fake.calls(tokenRoute("tenant-a"));
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.headers["content-type"]).toContain(
      "application/x-www-form-urlencoded",
    );
    expect(Object.fromEntries(new URLSearchParams(tokenRequests[0]!.body))).toEqual({
      grant_type: "client_credentials",
      client_id: "test-client-id",
      client_secret: "test-client-secret",
      scope: "https://tapi.dvsa.gov.uk/.default",
    });
    for (const registration of ["LC17AAA", "LC73AAB"]) {
      const [request] = fake.calls(vehicleRoute(registration));
      expect(request!.headers.authorization).toBe("Bearer token-a");
      expect(request!.headers["x-api-key"]).toBe("test-dvsa-key");
    }
  });

  it("answers a vehicle too new for an MOT with its first MOT due date", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC73AAB" });
    expect(res.json()).toMatchObject({
      make: "BMW",
      model: "3 Series",
      year: 2023,
      motDueDate: "2026-09-13",
    });
  });

  it("passes on a make and model the catalogue does not list", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC17AAC" });
    expect(res.json()).toMatchObject({
      make: "Lotus",
      model: "ELISE",
      year: 2017,
      motDueDate: null,
    });
  });

  it("answers a plate DVSA does not know with 404 and the plate-incorrect message", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC17AAD" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(failure(PLATE_INCORRECT_MESSAGE));
  });

  it("passes on DVSA's error message for a 400", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC17AAE" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(failure("Invalid registration number"));
  });

  it("says the service's authentication failed when the API answers 403", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC17AAF" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(failure(LOOKUP_AUTH_FAILED_MESSAGE));
  });

  it("says the service's authentication failed when the API answers 401", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC17AAH" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(failure(LOOKUP_AUTH_FAILED_MESSAGE));
  });

  it("gives the default message when DVSA fails with 500", async () => {
    const res = await postLookup(ctx, { registrationNumber: "LC17AAG" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(failure(LOOKUP_FAILED_MESSAGE));
  });
});

describe("DVSA's token endpoint", () => {
  const refused = useVehicleLookupApp(dvsaEnv(fake, "tenant-b"));
  fake.answer(tokenRoute("tenant-b"), {
    status: 401,
    json: {
      error: "invalid_client",
      error_description: "AADSTS7000215: Invalid client secret provided.",
    },
  });
  const shortLived = useVehicleLookupApp(dvsaEnv(fake, "tenant-c"));
  fake.answer(tokenRoute("tenant-c"), token("token-c", 30));

  it("says the service's authentication failed when the credentials are refused", async () => {
    const res = await postLookup(refused, { registrationNumber: "LC17AAA" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(failure(LOOKUP_AUTH_FAILED_MESSAGE));
  });

  it("asks for a fresh token when the old one is about to expire", async () => {
    for (const registrationNumber of ["LC17AAD", "LC17AAE"]) {
      await postLookup(shortLived, { registrationNumber });
    }
    expect(fake.calls(tokenRoute("tenant-c"))).toHaveLength(2);
  });
});

describe("a DVSA that never answers", () => {
  // 200 ms plays the customer's 5 s wait; the real allowance is checked on its own below.
  const impatient = useVehicleLookupApp(dvsaEnv(fake, "tenant-d"), { timeoutMs: 200 });
  fake.answer(tokenRoute("tenant-d"), token("token-d"));

  it("gives up and gives the default message", async () => {
    const res = await postLookup(impatient, { registrationNumber: "LC17AAJ" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual(failure(LOOKUP_FAILED_MESSAGE));
    expect(fake.calls(vehicleRoute("LC17AAJ"))).toHaveLength(1);
  });

  it("is given 5 seconds by default", () => {
    expect(DEFAULT_LOOKUP_TIMEOUT_MS).toBe(5000);
  });
});
