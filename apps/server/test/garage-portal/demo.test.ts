import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemo } from "../../src/demo/seed.ts";
import { cookieHeader } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

beforeAll(async () => {
  await seedDemo(ctx.db, { passwordHashing: "fast" });
});

describe("the demo garage user", () => {
  it("signs in to Hartley & Sons Motors's portal, with requests near it, a pending quote and a paid job", async () => {
    const signedIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "garage@example.com", password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.role).toBe("garage");
    const get = (url: string) =>
      ctx.app.inject({ method: "GET", url, headers: { cookie: cookieHeader(signedIn) } });
    expect((await get("/api/garage/portal")).json().garage.name).toBe("Hartley & Sons Motors");
    expect((await get("/api/garage/requests")).json().items.length, "nearby").toBeGreaterThan(0);
    const statuses = (await get("/api/garage/quotes"))
      .json()
      .items.map((q: { status: string }) => q.status);
    expect(statuses).toContain("pending");
    const jobs = (await get("/api/garage/jobs")).json().items;
    expect(jobs.length, "jobs").toBeGreaterThan(0);
    expect(jobs[0].customer.name).toBeTruthy();
  });
});
