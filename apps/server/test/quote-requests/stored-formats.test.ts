import { describe, expect, it } from "vitest";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

function send(cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie, origin: ctx.config.publicUrl },
    ...(payload ? { payload } : {}),
  });
}

describe("people's formats, stored in one form however typed", () => {
  it("stores a typed make as the catalogue's and a typed model with its capitals", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "typed.car@example.com");
    const res = await send(
      cookie,
      "POST",
      "/api/quote-requests",
      quoteForm({ make: "volkswagen", model: "golf estate" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ vehicleMake: "VOLKSWAGEN", vehicleModel: "Golf Estate" });

    const other = await send(
      cookie,
      "POST",
      "/api/quote-requests",
      quoteForm({ registration: "hl14 ghj", make: "honda", model: "jazz" }),
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json()).toMatchObject({ vehicleMake: "HONDA", vehicleModel: "Jazz" });

    const vehicles = await send(cookie, "GET", "/api/vehicles");
    expect(vehicles.statusCode).toBe(200);
    const saved = vehicles
      .json()
      .items.map((item: { make: string; model: string }) => [item.make, item.model]);
    expect(saved).toEqual(
      expect.arrayContaining([
        ["VOLKSWAGEN", "Golf Estate"],
        ["HONDA", "Jazz"],
      ]),
    );
  });

  it.each(["07700900123", "+447700900123", "07700 900123"])(
    "stores the profile's phone %s as 07700900123",
    async (phone) => {
      const cookie = await signedInAs(ctx.app, ctx.db, `phone.${phone.length}@example.com`);
      const res = await send(cookie, "PUT", "/api/profile", { phone });
      expect(res.statusCode, res.body).toBe(200);
      const profile = await send(cookie, "GET", "/api/profile");
      expect(profile.json().phone).toBe("07700900123");
    },
  );
});
