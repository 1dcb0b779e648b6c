import { displayVehicle, outwardCode } from "@automobi/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { garages, garageUsers, quoteRequests, quotes, user } from "../db/schema/index.ts";
import type { Outbox } from "../email/outbox.ts";

/**
 * Tells a quote's garage, through each of its portal users, that the customer accepted the
 * quote or paid its fee (issue 30), in the caller's transaction. A garage without portal users,
 * or a suspended one, is told nothing. The e-mail names the vehicle and the postcode district,
 * never the customer.
 */
export async function tellGarageOfQuote(
  tx: DbOrTx,
  outbox: Outbox,
  quoteId: string,
  news: "accepted" | "paid",
) {
  const rows = await tx
    .select({
      email: user.email,
      garageName: garages.name,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      postcode: quoteRequests.postcode,
      pricePence: quotes.pricePence,
    })
    .from(quotes)
    .innerJoin(garages, eq(garages.id, quotes.garageId))
    .innerJoin(garageUsers, eq(garageUsers.garageId, garages.id))
    .innerJoin(user, eq(user.id, garageUsers.userId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(and(eq(quotes.id, quoteId), isNull(garages.suspendedAt)));
  for (const row of rows) {
    const district = outwardCode(row.postcode) ?? row.postcode;
    await outbox.enqueue(
      tx,
      row.email,
      news === "accepted" ? "garage-quote-accepted" : "garage-job-paid",
      {
        garageName: row.garageName,
        job: `${displayVehicle(row)} in ${district}`,
        pricePence: row.pricePence,
      },
    );
  }
}
