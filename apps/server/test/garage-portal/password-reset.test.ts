import { expect, it } from "vitest";
import { storedDirectoryGarage, useAccounts } from "../admin/fixtures.ts";
import {
  cookieHeader,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  nextClientIp,
  signIn,
} from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const FITTER = "fitter@forgetful-motors.example";
const NEW_PASSWORD = "Fresh-Start-77";

it("lets a garage's user who forgot the password set a new one by the e-mailed link, and sign in to the portal with it", async () => {
  const garage = await storedDirectoryGarage(ctx, {
    name: "Forgetful Motors",
    email: "desk@forgetful-motors.example",
    postcode: "LS1 4DY",
  });
  await garageUserCookie(ctx.app, ctx.db, accounts.cookies.admin, garage, FITTER);
  const asked = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    remoteAddress: nextClientIp(),
    payload: { email: FITTER, redirectTo: "/reset-password" },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = await latestEmail(ctx.db, FITTER, "password-reset");
  const link = await ctx.app.inject({ method: "GET", url: linkIn(mail!.text, "/reset-password/") });
  expect(link.statusCode).toBe(302);
  const token = new URL(link.headers.location as string, "http://x").searchParams.get("token");
  const reset = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, newPassword: NEW_PASSWORD },
  });
  expect(reset.statusCode, reset.body).toBe(200);

  expect((await signIn(ctx.app, FITTER, GOOD_PASSWORD)).statusCode).toBe(401);
  const signedIn = await signIn(ctx.app, FITTER, NEW_PASSWORD);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const portal = await ctx.app.inject({
    method: "GET",
    url: "/api/garage/portal",
    remoteAddress: nextClientIp(),
    headers: { cookie: cookieHeader(signedIn) },
  });
  expect(portal.statusCode, portal.body).toBe(200);
  expect(portal.json().garage.name).toBe("Forgetful Motors");
});
