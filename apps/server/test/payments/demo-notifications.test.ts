import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../src/db/schema/index.ts";
import { useDemoDatabase } from "../support/demo-database.ts";

const demo = useDemoDatabase();

describe("the demo customer's notifications", () => {
  it("name no garage before its fee is paid, as staff's new quotes do", async () => {
    const customerId = await demo.demoCustomerId();
    const notes = await demo.db
      .select({
        kind: schema.notifications.kind,
        body: schema.notifications.body,
        feePaid: schema.quoteRequests.feePaid,
      })
      .from(schema.notifications)
      .leftJoin(
        schema.quoteRequests,
        eq(schema.quoteRequests.id, schema.notifications.quoteRequestId),
      )
      .where(eq(schema.notifications.userId, customerId));
    const garageNames = (
      await demo.db.select({ name: schema.garages.name }).from(schema.garages)
    ).map((garage) => garage.name);
    expect(garageNames).toContain("Hartley & Sons Motors");

    const unpaid = notes.filter((note) => !note.feePaid);
    expect(unpaid.length).toBeGreaterThan(0);
    for (const note of unpaid) {
      for (const name of garageNames) expect(note.body).not.toContain(name);
    }
    // Worded as apps/server/src/features/admin-quotes writes a new quote's notification.
    expect(notes.filter((note) => note.kind === "new_quote").map((note) => note.body)).toEqual([
      "A garage has quoted £174.50 for your Volkswagen Golf.",
    ]);
  });
});
