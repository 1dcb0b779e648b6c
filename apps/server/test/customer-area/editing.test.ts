import {
  DELETE_REFUSALS,
  LOCKED_EDIT_MESSAGE,
  NOT_PENDING_EDIT_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
} from "@automobi/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequests, vehicles } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, requestRow, storedRequest, submittedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const edit = (id: string, payload: Record<string, unknown>, who: "owner" | "other" = "owner") =>
  call(ctx, accounts, who, "PATCH", `/api/quote-requests/${id}`, payload);
const softDelete = (id: string) =>
  call(ctx, accounts, "owner", "POST", `/api/quote-requests/${id}/delete`);

const FULL_EDIT = {
  services: ["respray", "dent-removal", "respray"],
  registration: "lk19 xrt",
  make: "FORD",
  model: "Focus",
  description: "  Scratched door <script>alert(1)</script> ",
  damageType: "Scratch",
  budgetRange: "300-500",
  partsPreference: "used-parts",
  travelDistance: "20-miles",
  timeframe: "flexible",
  availability: "Saturdays",
  postcode: "m11ae",
  mobile: "07700 900456",
  phoneNumber: "020 7946 0018",
};

describe("PATCH /api/quote-requests/:id", () => {
  it("saves the edit form's fields, normalised, and answers the request as listed", async () => {
    const id = await submittedRequest(ctx, accounts.cookies.owner);
    const before = await requestRow(ctx, id);
    const res = await edit(id, FULL_EDIT);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      services: ["respray", "dent-removal"],
      vehicleRegistration: "LK19XRT",
      vehicleMake: "FORD",
      vehicleModel: "Focus",
      description: "Scratched door",
      damageType: "Scratch",
      budgetRange: "300-500",
      partsPreference: "used-parts",
      travelDistance: "20-miles",
      timeframe: "flexible",
      availability: "Saturdays",
      postcode: "M1 1AE",
      mobile: "07700900456",
      phoneNumber: "02079460018",
      status: "pending",
      isEditable: true,
      quotes: [],
      feePaid: false,
    });
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // The changed vehicle is saved to the customer's vehicles, as on submission.
    const [vehicle] = await ctx.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.userId, accounts.ids.owner), eq(vehicles.registration, "LK19XRT")));
    expect(vehicle).toMatchObject({ make: "FORD", model: "Focus" });
    expect(body.vehicleId).toBe(vehicle!.id);
    const listed = await call(ctx, accounts, "owner", "GET", "/api/quote-requests");
    expect(listed.json().items.find((r: { id: string }) => r.id === id)).toEqual(body);
  });

  it("changes only what is sent besides the services, and clears optional texts sent blank", async () => {
    const id = await storedRequest(ctx, accounts.ids.owner);
    await ctx.db
      .update(quoteRequests)
      .set({ damageType: "Dent", availability: "Evenings", phoneNumber: "02079460018" })
      .where(eq(quoteRequests.id, id));
    const res = await edit(id, {
      services: ["emergency"],
      damageType: "",
      availability: null,
      phoneNumber: " ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await requestRow(ctx, id);
    expect(row).toMatchObject({
      services: ["emergency"],
      damageType: null,
      availability: null,
      phoneNumber: null,
      description: "Grinding noise when braking",
      vehicleRegistration: "AB12CDE",
      postcode: "SW1A 1AA",
      vehicleId: null,
    });
  });

  it.each([
    ["no services", { services: [] }, "services", SERVICE_REQUIRED_MESSAGE],
    ["services missing", { description: "x" }, "services", SERVICE_REQUIRED_MESSAGE],
    ["an unknown service", { services: ["teleport"] }, "services.0", undefined],
    ["a blank description", { services: ["respray"], description: " " }, "description", undefined],
    ["a bad postcode", { services: ["respray"], postcode: "nowhere" }, "postcode", undefined],
    ["a bad budget", { services: ["respray"], budgetRange: "lots" }, "budgetRange", undefined],
  ])("refuses %s (400) and changes nothing", async (_name, payload, field, message) => {
    const id = await storedRequest(ctx, accounts.ids.owner);
    const res = await edit(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
    if (message) expect(res.json().error.fields[field]).toBe(message);
    expect((await requestRow(ctx, id)).services).toEqual(["oil-service"]);
  });

  it.each([
    ["quoted", true, NOT_PENDING_EDIT_MESSAGE],
    ["in_progress", true, NOT_PENDING_EDIT_MESSAGE],
    ["deleted", true, NOT_PENDING_EDIT_MESSAGE],
    ["accepted", false, NOT_PENDING_EDIT_MESSAGE],
    ["pending", false, LOCKED_EDIT_MESSAGE],
  ] as const)(
    "refuses a %s request (editable: %s) with 409 and the spec's text",
    async (status, isEditable, message) => {
      const id = await storedRequest(ctx, accounts.ids.owner, { status, isEditable });
      const res = await edit(id, { services: ["respray"], description: "Changed" });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: "CONFLICT", message });
      const row = await requestRow(ctx, id);
      expect(row).toMatchObject({ services: ["oil-service"], status });
    },
  );

  it("never overwrites an admin's concurrent transition: the edit waits, then gets the 409", async () => {
    for (let round = 0; round < 4; round++) {
      const id = await storedRequest(ctx, accounts.ids.owner);
      const [edited, reviewed] = await Promise.all([
        edit(id, { services: ["respray"], description: `Round ${round}` }),
        call(ctx, accounts, "admin", "POST", `/api/admin/quote-requests/${id}/start-review`),
      ]);
      expect(reviewed.statusCode).toBe(200);
      const row = await requestRow(ctx, id);
      expect(row.status).toBe("in_progress");
      if (edited.statusCode === 200) {
        // The edit came first: it was saved while the request was still pending.
        expect(row.description).toBe(`Round ${round}`);
      } else {
        expect(edited.statusCode).toBe(409);
        expect(edited.json().error.message).toBe(NOT_PENDING_EDIT_MESSAGE);
        expect(row.description).toBe("Grinding noise when braking");
      }
    }
  });
});

describe("POST /api/quote-requests/:id/delete", () => {
  it("moves a pending, editable request to deleted with its deletion time", async () => {
    const id = await submittedRequest(ctx, accounts.cookies.owner);
    const res = await softDelete(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "deleted", quotes: [], feePaid: false });
    expect(res.json().deletedAt).toEqual(expect.any(String));
    const row = await requestRow(ctx, id);
    expect(row.status).toBe("deleted");
    expect(row.deletedAt).toBeInstanceOf(Date);
    const active = await call(ctx, accounts, "owner", "GET", "/api/quote-requests");
    expect(active.json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    const deleted = await call(ctx, accounts, "owner", "GET", "/api/quote-requests?view=deleted");
    expect(deleted.json().items.map((r: { id: string }) => r.id)).toContain(id);
  });

  it.each([
    ["quoted", true, DELETE_REFUSALS.notPending],
    ["accepted", true, DELETE_REFUSALS.notPending],
    ["completed", true, DELETE_REFUSALS.notPending],
    ["pending", false, DELETE_REFUSALS.locked],
    ["deleted", true, DELETE_REFUSALS.alreadyDeleted],
  ] as const)(
    "refuses a %s request (editable: %s) with 409",
    async (status, isEditable, message) => {
      const id = await storedRequest(ctx, accounts.ids.owner, { status, isEditable });
      const res = await softDelete(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: "CONFLICT", message });
      expect((await requestRow(ctx, id)).status).toBe(status);
    },
  );
});
