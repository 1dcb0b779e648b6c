import { describe, expect, it } from "vitest";
import { register } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const production = useTestApp({
  env: {
    NODE_ENV: "production",
    PUBLIC_URL: "https://automobi.test",
    SMTP_URL: "smtp://127.0.0.1:9",
  },
});
const withSmtp = useTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

describe("the development mailbox", () => {
  it("lists delivered e-mails as JSON and as a plain page, with user data escaped", async () => {
    await register(ctx.app, { email: "reader@example.com", firstName: "<b>Bob</b>" });
    await ctx.app.services.outboxWorker.processDue();
    const res = await ctx.app.inject({ method: "GET", url: "/api/dev/mailbox" });
    expect(res.statusCode).toBe(200);
    const welcome = res
      .json()
      .messages.find((m: { subject: string }) => m.subject === "Welcome to Automobi");
    expect(Object.keys(welcome).sort()).toEqual([
      "attachments",
      "createdAt",
      "html",
      "id",
      "subject",
      "text",
      "to",
    ]);
    expect(welcome.to).toBe("reader@example.com");
    expect(welcome.attachments).toEqual([]);
    expect(welcome.html).toContain("Hello &lt;b&gt;Bob&lt;/b&gt;,");
    expect(welcome.html).not.toContain("<b>Bob</b>");
    expect(welcome.text).toContain("Hello <b>Bob</b>,");

    const page = await ctx.app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Welcome to Automobi");
    expect(page.body).toContain('href="http://localhost:3000/api/auth/verify-email?token=');
    expect(page.body).not.toContain("<b>Bob</b>");
  });

  it("does not exist in production or when SMTP is configured", async () => {
    for (const app of [production.app, withSmtp.app]) {
      expect((await app.inject({ method: "GET", url: "/api/dev/mailbox" })).statusCode).toBe(404);
      const page = await app.inject({ method: "GET", url: "/dev/mailbox" });
      expect(page.body).not.toContain("Development mailbox");
    }
  });
});
