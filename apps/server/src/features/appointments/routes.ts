import { appointmentContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";
import {
  appointmentCalendar,
  bookAppointment,
  cancelOwnAppointment,
  customerAppointments,
  staffAppointments,
} from "./service.ts";

/** Each booking e-mails the customer: a few a day is a busy household, dozens a script. */
export const APPOINTMENT_BOOK_RATE: RateRule = {
  name: "appointment-book:account",
  max: 20,
  windowSeconds: 60 * 60,
};

/**
 * Schedule Service for the customer (their own vehicles and appointments; anyone else's, a
 * staff account's view of a customer's too, is 404) and the staff list of every booking.
 */
export async function appointmentRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox; config: Config; limiter: RateLimiter; now: () => Date },
) {
  const deps = { db: opts.db, outbox: opts.outbox, config: opts.config, now: opts.now };

  route(app, contracts.book, async (request, reply) => {
    const { user } = sessionOf(request);
    await opts.limiter.hit(APPOINTMENT_BOOK_RATE, user.id);
    const booked = await bookAppointment(deps, user, request.body);
    return reply.status(201).send(booked);
  });

  route(app, contracts.list, async (request) =>
    customerAppointments(deps, sessionOf(request).user.id, request.query),
  );

  route(app, contracts.cancel, async (request) =>
    cancelOwnAppointment(deps, sessionOf(request).user, request.params.id),
  );

  // "Add to calendar": the file a calendar imports, saved under a name that says what it is.
  route(app, contracts.calendar, async (request, reply) => {
    const file = await appointmentCalendar(deps, sessionOf(request).user.id, request.params.id);
    return reply
      .type(file.contentType)
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .send(file.content);
  });

  route(app, contracts.staffList, async (request) => staffAppointments(deps, request.query));
}
