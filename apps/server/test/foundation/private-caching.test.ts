import { describe, expect, it } from "vitest";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

describe("answers that depend on the session are never cached", () => {
  it("sends Cache-Control: no-store on the signed-in profile, session and quote requests", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "cache.private@example.com");
    const submitted = await ctx.app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: quoteForm(),
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.headers["cache-control"]).toBe("no-store");

    for (const [url, shows] of [
      ["/api/profile", "cache.private@example.com"],
      ["/api/auth/get-session", "cache.private@example.com"],
      ["/api/quote-requests", submitted.json().id],
    ]) {
      const res = await ctx.app.inject({ method: "GET", url: url!, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(shows);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("sends it on API errors too: signed out, unknown route, refused body", async () => {
    const signedOut = await ctx.app.inject({ method: "GET", url: "/api/profile" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers["cache-control"]).toBe("no-store");
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-store");
    const badSignIn = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "nobody@example.com", password: "Wrong-pass-1!" },
    });
    expect(badSignIn.statusCode).toBe(401);
    expect(badSignIn.headers["cache-control"]).toBe("no-store");
  });

  it("leaves pages outside the API to their own caching", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
