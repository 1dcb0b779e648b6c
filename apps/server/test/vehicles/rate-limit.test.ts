import { describe, expect, it } from "vitest";
import { VEHICLE_LOOKUP_RATE } from "../../src/features/vehicles/routes.ts";
import { RATE_LIMIT_MESSAGE } from "../../src/http/rate-limiter.ts";
import { postLookup, useVehicleLookupApp } from "./lookup-app.ts";

const ctx = useVehicleLookupApp();

describe("the vehicle lookup rate limit", () => {
  it("refuses the address's lookup after the limit with 429 and Retry-After", async () => {
    const address = "192.0.2.10";
    for (let i = 0; i < VEHICLE_LOOKUP_RATE.max; i += 1) {
      const res = await postLookup(ctx, { registrationNumber: "AB12CDE" }, address);
      expect(res.statusCode).toBe(200);
    }
    const refused = await postLookup(ctx, { registrationNumber: "AB12CDE" }, address);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(VEHICLE_LOOKUP_RATE.windowSeconds);
    expect(refused.json()).toEqual({
      error: { code: "RATE_LIMITED", message: RATE_LIMIT_MESSAGE },
    });
  });

  it("still serves other addresses", async () => {
    const res = await postLookup(ctx, { registrationNumber: "AB12CDE" }, "192.0.2.11");
    expect(res.statusCode).toBe(200);
    expect(res.json().make).toBe("VOLKSWAGEN");
  });
});
