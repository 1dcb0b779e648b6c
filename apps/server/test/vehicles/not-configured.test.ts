import { LOOKUP_NOT_CONFIGURED_MESSAGE } from "@automobi/domain";
import { describe, expect, it } from "vitest";
import { postLookup, useVehicleLookupApp } from "./lookup-app.ts";

// Every provider URL points at a closed port: a lookup that tried to call out would fail
// with the default message instead of the not-configured one.
const nowhere = "http://127.0.0.1:9";
const notConfigured = { error: { code: "LOOKUP_FAILED", message: LOOKUP_NOT_CONFIGURED_MESSAGE } };

describe("a vehicle lookup with no provider configured", () => {
  const none = useVehicleLookupApp({ VEHICLE_LOOKUP_PROVIDER: "none" });
  const dvlaWithoutKey = useVehicleLookupApp({
    VEHICLE_LOOKUP_PROVIDER: "dvla",
    DVLA_API_URL: nowhere,
  });
  const dvsaWithoutCredentials = useVehicleLookupApp({
    VEHICLE_LOOKUP_PROVIDER: "dvsa",
    DVSA_API_URL: nowhere,
    DVSA_TOKEN_URL: nowhere,
    DVSA_API_KEY: "key-but-no-client",
  });

  it.each([
    ["VEHICLE_LOOKUP_PROVIDER=none, even for an offline plate", none],
    ["DVLA without DVLA_API_KEY", dvlaWithoutKey],
    ["DVSA without client id and secret", dvsaWithoutCredentials],
  ])("answers 503 with the not-configured message: %s", async (_case, ctx) => {
    const res = await postLookup(ctx, { registrationNumber: "AB12CDE" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(notConfigured);
  });
});
