import type { CustomerKey, StaffKey } from "./accounts.ts";

/** Matches the default SUPPORT_EMAIL of config.ts; the server passes the configured one. */
export const DEMO_SUPPORT_EMAIL = "support@automobi.example";

export interface DemoTicket {
  readonly customer: CustomerKey;
  /** The request it is about, by DemoRequest.ref. */
  readonly requestRef: string | null;
  readonly subject: string;
  readonly message: string;
  readonly status: "open" | "in_progress" | "closed";
  readonly priority: "high" | "medium" | "low";
  readonly source: "reply" | "rejection_feedback" | "contact";
  readonly hoursAgo: number;
  readonly responses?: readonly {
    readonly by: StaffKey;
    readonly message: string;
    readonly hoursAgo: number;
  }[];
}

export const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    customer: "sarah",
    requestRef: "sarah-golf-respray",
    subject: "Quote Rejected - Volkswagen Golf",
    message: "Over my budget; I was hoping for under £500.",
    status: "in_progress",
    priority: "high",
    source: "rejection_feedback",
    hoursAgo: 72,
    responses: [
      {
        by: "admin",
        message: "Thanks Sarah, we are asking two more bodyshops for a lower price.",
        hoursAgo: 70,
      },
    ],
  },
  {
    customer: "sarah",
    requestRef: "sarah-golf-full-service",
    subject: "Re: Your full service quotes are ready",
    message: "Thanks! Could Cotswold Autocare do a Saturday morning?",
    status: "open",
    priority: "medium",
    source: "reply",
    hoursAgo: 30,
  },
  {
    customer: "liam",
    requestRef: null,
    subject: "Changing my phone number",
    message: "I have a new mobile number, how do I update it?",
    status: "closed",
    priority: "low",
    source: "contact",
    hoursAgo: 40,
    responses: [
      {
        by: "superAdmin",
        message: "You can change it under Settings on your dashboard.",
        hoursAgo: 38,
      },
    ],
  },
];

export interface DemoNotification {
  readonly customer: CustomerKey;
  readonly requestRef: string;
  readonly kind: "new_quote" | "new_message" | "payment_confirmed";
  readonly title: string;
  readonly body: string;
  readonly link: string;
  readonly hoursAgo: number;
  readonly read: boolean;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    customer: "sarah",
    requestRef: "sarah-golf-full-service",
    kind: "new_quote",
    title: "New quote received",
    // As staff's quotes word it: no garage is named before its fee is paid.
    body: "A garage has quoted £174.50 for your Volkswagen Golf.",
    link: "/dashboard",
    hoursAgo: 42,
    read: false,
  },
  {
    customer: "sarah",
    requestRef: "sarah-golf-full-service",
    kind: "new_message",
    title: "New message from support",
    body: "Your full service quotes are ready",
    link: "/dashboard?tab=messages",
    hoursAgo: 42,
    read: false,
  },
  {
    customer: "sarah",
    requestRef: "sarah-focus-brakes",
    kind: "payment_confirmed",
    title: "Payment confirmed",
    body: "Your service fee of £3.00 is paid: the garage's details for your Ford Focus are unlocked and you earned 10 reward points.",
    link: "/dashboard",
    hoursAgo: 191,
    read: true,
  },
];

export interface DemoAppointment {
  readonly customer: CustomerKey;
  readonly registration: string;
  readonly serviceType: "mot-test" | "oil-service" | "tyre-change";
  readonly inDays: number;
  readonly hour: number;
  readonly notes: string | null;
}

export const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  {
    customer: "sarah",
    registration: "LK19XRT",
    serviceType: "mot-test",
    inDays: 7,
    hour: 10,
    notes: null,
  },
  {
    customer: "david",
    registration: "YD17LGW",
    serviceType: "oil-service",
    inDays: 3,
    hour: 14,
    notes: "Will wait at the garage.",
  },
];
