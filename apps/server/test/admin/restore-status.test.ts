import { LOCKED_EDIT_MESSAGE, NOT_PENDING_EDIT_MESSAGE } from "@automobi/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests } from "../../src/db/schema/index.ts";
import { customerWithAcceptedQuote } from "../payments/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, requestRow, storedQuote, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const act = (id: string, action: "delete" | "restore") =>
  call(ctx, accounts, "admin", "POST", `/api/admin/quote-requests/${id}/${action}`, {});

const asCustomer = (
  cookie: string,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie, origin: ctx.config.publicUrl },
    ...(payload === undefined ? {} : { payload }),
  });

/** A customer's accepted request whose fee is paid through the test checkout. */
async function paidRequest(email: string) {
  const fixture = await customerWithAcceptedQuote(ctx.app, ctx.db, email, ctx.config.publicUrl);
  const checkout = await asCustomer(fixture.cookie, "POST", "/api/payments", {
    quoteRequestId: fixture.requestId,
  });
  const paid = await ctx.app.inject({
    method: "POST",
    url: `/checkout/test/${checkout.json().sessionId}/pay`,
    headers: { origin: ctx.config.publicUrl, "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  expect(paid.statusCode).toBe(303);
  return fixture;
}

/** The Manage tab's edit form, with another vehicle. */
const SWAP_VEHICLE = {
  services: ["respray"],
  registration: "LK19 XRT",
  make: "FORD",
  model: "Focus",
  description: "Scratched door",
  budgetRange: "300-500",
  partsPreference: "used-parts",
  travelDistance: "20-miles",
  timeframe: "flexible",
  postcode: "M1 1AE",
  mobile: "07700 900456",
};

describe("Restore puts a request back in the status it had", () => {
  it("a paid, accepted request comes back accepted: its vehicle cannot be swapped", async () => {
    const { cookie, requestId, garage } = await paidRequest("paid-restored@example.com");
    expect((await act(requestId, "delete")).json().status).toBe("deleted");
    const restored = await act(requestId, "restore");
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ status: "accepted", deletedAt: null });

    const edit = await asCustomer(
      cookie,
      "PATCH",
      `/api/quote-requests/${requestId}`,
      SWAP_VEHICLE,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(NOT_PENDING_EDIT_MESSAGE);
    const softDelete = await asCustomer(cookie, "POST", `/api/quote-requests/${requestId}/delete`);
    expect(softDelete.statusCode).toBe(409);
    const row = await requestRow(ctx, requestId);
    expect(row).toMatchObject({ status: "accepted", vehicleRegistration: "AB12CDE" });
    const details = await asCustomer(cookie, "GET", `/api/quote-requests/${requestId}/garage`);
    expect(details.json().name).toBe(garage.name);
  });

  it.each(["in_progress", "quoted", "in_review"] as const)(
    "a %s request comes back as it was",
    async (status) => {
      const id = await storedRequest(ctx, accounts.customerId, { status });
      await act(id, "delete");
      const restored = await act(id, "restore");
      expect(restored.json()).toMatchObject({ status, completedAt: null, deletedAt: null });
    },
  );

  it("a completed request comes back completed, with its completion time", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    const completedAt = (
      await call(
        ctx,
        accounts,
        "admin",
        "POST",
        `/api/admin/quote-requests/${id}/mark-complete`,
        {},
      )
    ).json().completedAt;
    expect(completedAt).toBeTruthy();
    await act(id, "delete");
    const restored = await act(id, "restore");
    expect(restored.json()).toMatchObject({ status: "completed", completedAt, deletedAt: null });
  });

  it("follows the quotes staff delete while it is deleted: its only quote gone, it comes back pending", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    const quoteId = await storedQuote(ctx, id, { status: "accepted" });
    await act(id, "delete");
    const removed = await call(ctx, accounts, "admin", "DELETE", `/api/admin/quotes/${quoteId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().request.status).toBe("deleted");
    expect((await act(id, "restore")).json().status).toBe("pending");
  });
});

describe("a paid request is never editable", () => {
  it("even when its status says pending", async () => {
    const { cookie, requestId } = await paidRequest("paid-pending@example.com");
    await ctx.db
      .update(quoteRequests)
      .set({ status: "pending" })
      .where(eq(quoteRequests.id, requestId));
    const edit = await asCustomer(
      cookie,
      "PATCH",
      `/api/quote-requests/${requestId}`,
      SWAP_VEHICLE,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe(LOCKED_EDIT_MESSAGE);
    expect((await requestRow(ctx, requestId))!.vehicleRegistration).toBe("AB12CDE");
  });
});
