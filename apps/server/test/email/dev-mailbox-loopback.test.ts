import { describe, expect, it } from "vitest";
import { register } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const PATHS = ["/dev/mailbox", "/api/dev/mailbox"];

describe("the development mailbox, served to this machine only", () => {
  const ctx = useTestApp();

  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("shows the mailbox to %s", async (address) => {
    await register(ctx.app, { email: "loopback.reader@example.com" });
    await ctx.app.services.outboxWorker.processDue();
    const api = await ctx.app.inject({
      method: "GET",
      url: "/api/dev/mailbox",
      remoteAddress: address,
    });
    expect(api.statusCode).toBe(200);
    expect(
      api.json().messages.some((m: { to: string }) => m.to === "loopback.reader@example.com"),
    ).toBe(true);
    const page = await ctx.app.inject({
      method: "GET",
      url: "/dev/mailbox",
      remoteAddress: address,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("loopback.reader@example.com");
  });

  it.each(PATHS)("answers 404 on %s to a client on another machine", async (url) => {
    await register(ctx.app, { email: "remote.target@example.com" });
    await ctx.app.services.outboxWorker.processDue();
    const res = await ctx.app.inject({ method: "GET", url, remoteAddress: "203.0.113.5" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("remote.target@example.com");
    expect(res.body).not.toContain("verify-email");
  });

  it("answers the API path exactly as a path that does not exist", async () => {
    const mailbox = await ctx.app.inject({
      method: "GET",
      url: "/api/dev/mailbox",
      remoteAddress: "203.0.113.5",
    });
    expect(mailbox.json()).toEqual({
      error: { code: "NOT_FOUND", message: "No route for GET /api/dev/mailbox" },
    });
    const unknown = await ctx.app.inject({
      method: "GET",
      url: "/api/dev/nothing-here",
      remoteAddress: "203.0.113.5",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(mailbox.json().error.code);
  });
});

describe("the development mailbox behind a trusted proxy", () => {
  const ctx = useTestApp({ env: { TRUST_PROXY: "true" } });

  it.each(PATHS)(
    "answers 404 on %s to a remote client the proxy on this machine forwards",
    async (url) => {
      const res = await ctx.app.inject({
        method: "GET",
        url,
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "203.0.113.5" },
      });
      expect(res.statusCode).toBe(404);
    },
  );

  it.each(PATHS)("answers 404 on %s to a remote client claiming to be loopback", async (url) => {
    const res = await ctx.app.inject({
      method: "GET",
      url,
      remoteAddress: "203.0.113.5",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(res.statusCode).toBe(404);
  });

  it("still shows the mailbox to this machine through the proxy", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/dev/mailbox",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty("messages");
  });
});
