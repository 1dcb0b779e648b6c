import { onlyRow } from "../../db/rows.ts";
import * as schema from "../../db/schema/index.ts";
import { londonDate, need, type SeedContext } from "./context.ts";
import { DEMO_APPOINTMENTS, DEMO_NOTIFICATIONS, DEMO_TICKETS } from "./extras.ts";

/** Support tickets, each thread the customer's message and then the staff responses to it. */
export async function insertTickets(ctx: SeedContext): Promise<void> {
  for (const ticket of DEMO_TICKETS) {
    const customer = need(ctx.accounts, ticket.customer);
    const responses = ticket.responses ?? [];
    // The last activity is the newest row's time.
    const lastActivity = ctx.at(Math.min(ticket.hoursAgo, ...responses.map((r) => r.hoursAgo)));
    const row = onlyRow(
      await ctx.tx
        .insert(schema.supportTickets)
        .values({
          userId: customer.id,
          customerEmail: customer.account.email,
          quoteRequestId: ticket.requestRef ? need(ctx.requests, ticket.requestRef) : null,
          subject: ticket.subject,
          status: ticket.status,
          priority: ticket.priority,
          source: ticket.source,
          createdAt: ctx.at(ticket.hoursAgo),
          updatedAt: lastActivity,
          closedAt: ticket.status === "closed" ? lastActivity : null,
        })
        .returning({ id: schema.supportTickets.id }),
      "the demo ticket",
    );
    await ctx.tx.insert(schema.supportTicketMessages).values([
      {
        ticketId: row.id,
        kind: ticket.source,
        authorUserId: customer.id,
        authorEmail: customer.account.email,
        subject: ticket.subject,
        message: ticket.message,
        createdAt: ctx.at(ticket.hoursAgo),
      },
      ...responses.map((response) => {
        const staff = need(ctx.accounts, response.by);
        return {
          ticketId: row.id,
          kind: "response" as const,
          authorUserId: staff.id,
          authorEmail: staff.account.email,
          subject: null,
          message: response.message,
          createdAt: ctx.at(response.hoursAgo),
        };
      }),
    ]);
  }
}

/** In-app notifications (some unread) and upcoming appointments. */
export async function insertNotificationsAndAppointments(ctx: SeedContext): Promise<void> {
  await ctx.tx.insert(schema.notifications).values(
    DEMO_NOTIFICATIONS.map((notification) => ({
      userId: need(ctx.accounts, notification.customer).id,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      link: notification.link,
      quoteRequestId: need(ctx.requests, notification.requestRef),
      readAt: notification.read ? ctx.at(notification.hoursAgo - 1) : null,
      createdAt: ctx.at(notification.hoursAgo),
    })),
  );
  await ctx.tx.insert(schema.appointments).values(
    DEMO_APPOINTMENTS.map((appointment) => ({
      userId: need(ctx.accounts, appointment.customer).id,
      vehicleId: need(ctx.vehicles, `${appointment.customer}:${appointment.registration}`).id,
      serviceType: appointment.serviceType,
      scheduledDate: londonDate(ctx.at(-appointment.inDays * 24)),
      scheduledHour: appointment.hour,
      notes: appointment.notes,
      createdAt: ctx.at(2),
      updatedAt: ctx.at(2),
    })),
  );
}
