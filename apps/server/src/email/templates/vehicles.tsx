import { ANNUAL_SERVICE_IDS, pagePaths, quoteFormHref } from "@automobi/domain";
import { ActionButton, Details, detailsText, EmailLayout, P } from "./layout.tsx";
import { define } from "./types.ts";

/** The vehicle as the customer knows it: 'Volkswagen Golf (AB12 CDE)', already formatted. */
interface VehicleEmailData {
  customerName: string;
  customerEmail: string;
  vehicle: string;
}

export interface AppointmentConfirmationData extends VehicleEmailData {
  service: string;
  /** 'Tuesday 10 March 2026'. */
  day: string;
  /** '09:00'. */
  time: string;
  appointmentId: string;
}

const appointmentRows = (d: AppointmentConfirmationData): Array<[string, string]> => [
  ["Service", d.service],
  ["Vehicle", d.vehicle],
  ["Date", d.day],
  ["Time", `${d.time} (UK time)`],
];

const CALENDAR_LINE = "The calendar file attached adds it to your calendar.";

/** Sent with the appointment's .ics file (features/appointments). */
export const appointmentConfirmation = define<AppointmentConfirmationData>({
  subject: (d) => `Service Scheduled: ${d.service} on ${d.day} at ${d.time}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Your service is scheduled">
      <P>Hello {d.customerName},</P>
      <P>Your service is scheduled.</P>
      <Details rows={appointmentRows(d)} />
      <P>{CALENDAR_LINE}</P>
      <ActionButton href={`${c.publicUrl}/dashboard`}>View my appointments</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nYour service is scheduled.\n\n${detailsText(
      appointmentRows(d),
    )}\n\n${CALENDAR_LINE}\n\nView my appointments: ${c.publicUrl}/dashboard\n`,
});

const CANCELLATION_CALENDAR_LINE =
  "The calendar file attached takes it out of your calendar, if you added it.";

/** Sent with the calendar cancellation when the customer cancels (features/appointments). */
export const appointmentCancellation = define<AppointmentConfirmationData>({
  subject: (d) => `Service Cancelled: ${d.service} on ${d.day} at ${d.time}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Your service is cancelled">
      <P>Hello {d.customerName},</P>
      <P>Your service is cancelled.</P>
      <Details rows={appointmentRows(d)} />
      <P>{CANCELLATION_CALENDAR_LINE}</P>
      <ActionButton href={`${c.publicUrl}/dashboard?tab=vehicles`}>
        Schedule another service
      </ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nYour service is cancelled.\n\n${detailsText(
      appointmentRows(d),
    )}\n\n${CANCELLATION_CALENDAR_LINE}\n\nSchedule another service: ${c.publicUrl}/dashboard?tab=vehicles\n`,
});

export interface MotReminderData extends VehicleEmailData {
  /** 'Tuesday 10 March 2026'. */
  dueDay: string;
  daysLeft: number;
}

const dueIn = (days: number) =>
  days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;

const OPT_OUT_LINE = "You can turn MOT reminders off in Settings on your dashboard.";

/** 30 and 7 days before a saved vehicle's MOT due date (features/reminders). */
export const motReminder = define<MotReminderData>({
  subject: (d) => `MOT reminder: your ${d.vehicle} is due ${dueIn(d.daysLeft)}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview={`Your MOT is due ${dueIn(d.daysLeft)}`}>
      <P>Hello {d.customerName},</P>
      <P>
        The MOT of your {d.vehicle} is due {dueIn(d.daysLeft)}, on {d.dueDay}. Book a test in good
        time: driving without a valid MOT can mean a fine of up to £1,000.
      </P>
      <ActionButton href={`${c.publicUrl}/dashboard`}>Schedule an MOT test</ActionButton>
      <P>{OPT_OUT_LINE}</P>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nThe MOT of your ${d.vehicle} is due ${dueIn(d.daysLeft)}, on ${d.dueDay}. Book a test in good time: driving without a valid MOT can mean a fine of up to £1,000.\n\nSchedule an MOT test: ${c.publicUrl}/dashboard\n\n${OPT_OUT_LINE}\n`,
});

export interface ServiceReminderData extends VehicleEmailData {
  /** The last completed service's day: 'Tuesday 10 March 2026'. */
  lastServiceDay: string;
  /** The day the annual service falls due: 'Sunday 10 January 2027'. */
  dueDay: string;
}

const SERVICE_OPT_OUT_LINE = "You can turn service reminders off in Settings on your dashboard.";

/** The quote form with the annual service ticked. */
const serviceQuoteLink = (publicUrl: string) =>
  `${publicUrl}${quoteFormHref(pagePaths.quoteRequest, [ANNUAL_SERVICE_IDS[0]])}`;

/** 11 months after a saved vehicle's last completed service (features/reminders). */
export const serviceReminder = define<ServiceReminderData>({
  subject: (d) => `Service reminder: your ${d.vehicle} is due its annual service`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Your annual service is due">
      <P>Hello {d.customerName},</P>
      <P>
        The last service of your {d.vehicle} was completed on {d.lastServiceDay}. Its annual service
        is due around {d.dueDay}: regular servicing keeps it safe and its value up.
      </P>
      <ActionButton href={serviceQuoteLink(c.publicUrl)}>Get service quotes</ActionButton>
      <P>{SERVICE_OPT_OUT_LINE}</P>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nThe last service of your ${d.vehicle} was completed on ${d.lastServiceDay}. Its annual service is due around ${d.dueDay}: regular servicing keeps it safe and its value up.\n\nGet service quotes: ${serviceQuoteLink(c.publicUrl)}\n\n${SERVICE_OPT_OUT_LINE}\n`,
});
