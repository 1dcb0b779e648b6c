import { DASHBOARD_REQUEST_PARAM, displayVehicleWithRegistration } from "@automobi/domain";
import { and, eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { DbOrTx } from "../db/client.ts";
import { garages, profiles, quoteRequests, quotes, reviews, user } from "../db/schema/index.ts";
import { greetingName } from "../email/greeting.ts";
import type { Outbox } from "../email/outbox.ts";
import { insertNotification } from "./notifications.ts";

/**
 * A request just marked complete (staff's Mark Complete or the garage's "done"): when its fee is
 * paid and it has no review yet, its customer is invited to review the garage whose quote they
 * accepted, in the app and by e-mail, in the completion's transaction (issue 31). A job that
 * was not paid for is not reviewable, so nobody is asked.
 */
export async function inviteReview(
  tx: DbOrTx,
  deps: { outbox: Outbox; config: Pick<Config, "publicUrl"> },
  requestId: string,
) {
  const [job] = await tx
    .select({
      userId: quoteRequests.userId,
      feePaid: quoteRequests.feePaid,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      garageName: garages.name,
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
      reviewed: reviews.id,
    })
    .from(quoteRequests)
    .innerJoin(
      quotes,
      and(eq(quotes.quoteRequestId, quoteRequests.id), eq(quotes.status, "accepted")),
    )
    .innerJoin(garages, eq(garages.id, quotes.garageId))
    .innerJoin(user, eq(user.id, quoteRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, quoteRequests.userId))
    .leftJoin(reviews, eq(reviews.quoteRequestId, quoteRequests.id))
    .where(eq(quoteRequests.id, requestId));
  if (!job?.feePaid || job.reviewed !== null) return false;
  const link = `/dashboard?tab=quotes&${DASHBOARD_REQUEST_PARAM}=${encodeURIComponent(requestId)}`;
  await deps.outbox.enqueue(tx, job.email, "review-invitation", {
    customerName: greetingName(job.firstName, job.name),
    customerEmail: job.email,
    vehicle: displayVehicleWithRegistration(job),
    garageName: job.garageName,
    reviewLink: `${deps.config.publicUrl}${link}`,
  });
  await insertNotification(tx, {
    userId: job.userId,
    kind: "review_invitation",
    title: "How did the garage do?",
    body: `Your job with ${job.garageName} is complete. Review the garage to help other drivers.`,
    link,
    quoteRequestId: requestId,
  });
  return true;
}
