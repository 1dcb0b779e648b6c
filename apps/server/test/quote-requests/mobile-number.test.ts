import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

let cookie: string | undefined;

async function submitWithMobile(mobile: string) {
  cookie ??= await signedInAs(ctx.app, ctx.db, "mobile.owner@example.com");
  return ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    headers: { cookie, origin: ctx.config.publicUrl },
    payload: quoteForm({ mobile }),
  });
}

describe("the quote request's Mobile number", () => {
  it("refuses a landline with a message that asks for a mobile", async () => {
    const res = await submitWithMobile("020 7946 0958");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.mobile).toBe(
      "Please enter a UK mobile number, starting 07 or +44 7",
    );
  });

  it.each(["(07700) 900-123", "+44 7700 900123"])(
    "takes %s and stores it as 07700900123",
    async (mobile) => {
      const res = await submitWithMobile(mobile);
      expect(res.statusCode).toBe(201);
      expect(res.json().mobile).toBe("07700900123");
      const [stored] = await ctx.db
        .select({ mobile: quoteRequests.mobile })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, res.json().id));
      expect(stored?.mobile).toBe("07700900123");
    },
  );
});
