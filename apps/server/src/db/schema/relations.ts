import { relations } from "drizzle-orm";
import { appointments } from "./appointments.ts";
import { account, session, user } from "./auth.ts";
import { profiles, vehicles } from "./customers.ts";
import { adminMessages, customerReplies } from "./messaging.ts";
import { notifications } from "./notifications.ts";
import { payments } from "./payments.ts";
import { quoteRequests, requestPhotos } from "./quote-requests.ts";
import { garages, quotes } from "./quotes.ts";
import { rewardTransactions } from "./rewards.ts";
import { supportTicketMessages, supportTickets } from "./support.ts";

export const userRelations = relations(user, ({ one, many }) => ({
  sessions: many(session),
  accounts: many(account),
  profile: one(profiles),
  vehicles: many(vehicles),
  quoteRequests: many(quoteRequests),
  rewardTransactions: many(rewardTransactions),
  notifications: many(notifications),
  appointments: many(appointments),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const profileRelations = relations(profiles, ({ one }) => ({
  user: one(user, { fields: [profiles.userId], references: [user.id] }),
}));

export const vehicleRelations = relations(vehicles, ({ one, many }) => ({
  user: one(user, { fields: [vehicles.userId], references: [user.id] }),
  appointments: many(appointments),
}));

export const quoteRequestRelations = relations(quoteRequests, ({ one, many }) => ({
  user: one(user, { fields: [quoteRequests.userId], references: [user.id] }),
  vehicle: one(vehicles, { fields: [quoteRequests.vehicleId], references: [vehicles.id] }),
  quotes: many(quotes),
  photos: many(requestPhotos),
  adminMessages: many(adminMessages),
  payments: many(payments),
}));

export const requestPhotoRelations = relations(requestPhotos, ({ one }) => ({
  quoteRequest: one(quoteRequests, {
    fields: [requestPhotos.quoteRequestId],
    references: [quoteRequests.id],
  }),
}));

export const garageRelations = relations(garages, ({ many }) => ({
  quotes: many(quotes),
}));

export const quoteRelations = relations(quotes, ({ one }) => ({
  quoteRequest: one(quoteRequests, {
    fields: [quotes.quoteRequestId],
    references: [quoteRequests.id],
  }),
  garage: one(garages, { fields: [quotes.garageId], references: [garages.id] }),
}));

export const adminMessageRelations = relations(adminMessages, ({ one, many }) => ({
  quoteRequest: one(quoteRequests, {
    fields: [adminMessages.quoteRequestId],
    references: [quoteRequests.id],
  }),
  customerReplies: many(customerReplies),
}));

export const customerReplyRelations = relations(customerReplies, ({ one }) => ({
  adminMessage: one(adminMessages, {
    fields: [customerReplies.adminMessageId],
    references: [adminMessages.id],
  }),
}));

export const supportTicketRelations = relations(supportTickets, ({ one, many }) => ({
  quoteRequest: one(quoteRequests, {
    fields: [supportTickets.quoteRequestId],
    references: [quoteRequests.id],
  }),
  messages: many(supportTicketMessages),
}));

export const supportTicketMessageRelations = relations(supportTicketMessages, ({ one }) => ({
  ticket: one(supportTickets, {
    fields: [supportTicketMessages.ticketId],
    references: [supportTickets.id],
  }),
}));

export const appointmentRelations = relations(appointments, ({ one }) => ({
  user: one(user, { fields: [appointments.userId], references: [user.id] }),
  vehicle: one(vehicles, { fields: [appointments.vehicleId], references: [vehicles.id] }),
}));

export const notificationRelations = relations(notifications, ({ one }) => ({
  user: one(user, { fields: [notifications.userId], references: [user.id] }),
  quoteRequest: one(quoteRequests, {
    fields: [notifications.quoteRequestId],
    references: [quoteRequests.id],
  }),
}));

export const paymentRelations = relations(payments, ({ one }) => ({
  quoteRequest: one(quoteRequests, {
    fields: [payments.quoteRequestId],
    references: [quoteRequests.id],
  }),
  quote: one(quotes, { fields: [payments.quoteId], references: [quotes.id] }),
  user: one(user, { fields: [payments.userId], references: [user.id] }),
}));

export const rewardTransactionRelations = relations(rewardTransactions, ({ one }) => ({
  user: one(user, { fields: [rewardTransactions.userId], references: [user.id] }),
  quoteRequest: one(quoteRequests, {
    fields: [rewardTransactions.quoteRequestId],
    references: [quoteRequests.id],
  }),
  payment: one(payments, { fields: [rewardTransactions.paymentId], references: [payments.id] }),
}));
