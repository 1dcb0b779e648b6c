import {
  describeServices,
  displayVehicle,
  displayVehicleWithRegistration,
  formatGBP,
  shortId,
} from "@automobi/domain";
import { ActionButton, Details, detailsText, EmailLayout, P } from "./layout.tsx";
import { define } from "./types.ts";

interface VehicleData {
  customerName: string;
  customerEmail: string;
  vehicleMake: string;
  vehicleModel: string;
}
/**
 * The car as people write it ('Skoda Octavia'), whether the sender passed the stored make
 * ('SKODA') or one already written out: every e-mail formats it here, once.
 */
const vehicleOf = (d: VehicleData) => displayVehicle(d);

export interface QuoteSubmittedData extends VehicleData {
  services: readonly string[];
  quoteRequestId: string;
}

export const quoteSubmitted = define<QuoteSubmittedData>({
  subject: (d) => `Quote request received: ${vehicleOf(d)}`,
  html: (d, c) => {
    const rows: Array<[string, string]> = [
      ["Vehicle", vehicleOf(d)],
      ["Services", describeServices(d.services)],
      ["Reference", shortId(d.quoteRequestId)],
    ];
    return (
      <EmailLayout platformName={c.platformName} preview="We have received your quote request">
        <P>Hello {d.customerName},</P>
        <P>
          Thank you: we have received your quote request. Our team is contacting garages now and you
          can expect a personalised quote today.
        </P>
        <Details rows={rows} />
        <ActionButton href={`${c.publicUrl}/dashboard`}>View my requests</ActionButton>
      </EmailLayout>
    );
  },
  text: (d, c) =>
    `Hello ${d.customerName},\n\nThank you: we have received your quote request. Our team is contacting garages now and you can expect a personalised quote today.\n\n${detailsText(
      [
        ["Vehicle", vehicleOf(d)],
        ["Services", describeServices(d.services)],
        ["Reference", shortId(d.quoteRequestId)],
      ],
    )}\n\nView my requests: ${c.publicUrl}/dashboard\n`,
});

export interface StaffNewRequestData {
  customerEmail: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleRegistration: string;
  services: readonly string[];
  quoteRequestId: string;
  priority: string;
}

/** To the support inbox: a customer rejected a quote, and the request is back in review. */
export interface StaffQuoteRejectedData extends StaffNewRequestData {
  reason: string;
  quotePricePence: number;
}

const requestRows = (d: StaffNewRequestData): Array<[string, string]> => [
  ["Customer", d.customerEmail],
  ["Vehicle", displayVehicleWithRegistration(d)],
  ["Services", describeServices(d.services)],
  ["Priority", d.priority],
  ["Reference", shortId(d.quoteRequestId)],
];

/** A staff e-mail about a request: a lead line, its details, and the way to Quote Processing. */
function staffEmail<D extends StaffNewRequestData>(
  subject: (d: D) => string,
  lead: string,
  rows: (d: D) => Array<[string, string]>,
) {
  return define<D>({
    subject,
    html: (d, c) => (
      <EmailLayout platformName={c.platformName} preview={lead}>
        <P>{lead}</P>
        <Details rows={rows(d)} />
        <ActionButton href={`${c.publicUrl}/admin/quote-processing`}>
          Open Quote Processing
        </ActionButton>
      </EmailLayout>
    ),
    text: (d, c) =>
      `${lead}\n\n${detailsText(rows(d))}\n\nOpen Quote Processing: ${c.publicUrl}/admin/quote-processing\n`,
  });
}

export const staffNewRequest = staffEmail<StaffNewRequestData>(
  (d) => `New quote request (${d.priority} priority): ${displayVehicle(d)}`,
  "A new quote request is waiting for a quote.",
  requestRows,
);

export const staffQuoteRejected = staffEmail<StaffQuoteRejectedData>(
  (d) => `Quote rejected (${d.priority} priority): ${displayVehicle(d)}`,
  "The customer rejected a quote; the request is back in review and waits for a new quote.",
  (d) => [
    ...requestRows(d),
    ["Rejected quote", formatGBP(d.quotePricePence)],
    ["Reason", d.reason],
  ],
);

export interface AdminReplyData extends VehicleData {
  subject: string;
  message: string;
  hasQuote: boolean;
  quotePricePence: number | null;
}

/** A new quote is read in the Quotes tab, a message from the team in Messages, where it is answered. */
function readAndReplyPath(d: AdminReplyData): string {
  return d.hasQuote ? "/dashboard" : "/dashboard?tab=messages";
}

export const adminReply = define<AdminReplyData>({
  subject: (d) => d.subject,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview={d.subject}>
      <P>Hello {d.customerName},</P>
      <P>Our team has sent you a message about your {vehicleOf(d)}:</P>
      <div
        style={{
          whiteSpace: "pre-wrap",
          borderLeft: "3px solid #cbd5e1",
          paddingLeft: 12,
          margin: "0 0 16px",
        }}
      >
        {d.message}
      </div>
      {d.hasQuote && d.quotePricePence !== null ? (
        <P>Quoted price: {formatGBP(d.quotePricePence)}</P>
      ) : null}
      <ActionButton href={`${c.publicUrl}${readAndReplyPath(d)}`}>Read and reply</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nOur team has sent you a message about your ${vehicleOf(d)}:\n\n${d.message}\n\n${
      d.hasQuote && d.quotePricePence !== null
        ? `Quoted price: ${formatGBP(d.quotePricePence)}\n\n`
        : ""
    }Read and reply: ${c.publicUrl}${readAndReplyPath(d)}\n`,
});

export interface QuoteDecisionData extends VehicleData {
  decision: "accepted" | "rejected";
  quotePricePence: number;
  garageName: string;
}

export const quoteDecision = define<QuoteDecisionData>({
  subject: (d) => `You ${d.decision} a quote for your ${vehicleOf(d)}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview={`Quote ${d.decision}`}>
      <P>Hello {d.customerName},</P>
      <P>
        You {d.decision} the quote of {formatGBP(d.quotePricePence)} from {d.garageName} for your{" "}
        {vehicleOf(d)}.
      </P>
      {d.decision === "accepted" ? (
        <P>Pay the service fee on your dashboard to unlock the garage's contact details.</P>
      ) : (
        <P>Our team has your feedback and will look for a better quote.</P>
      )}
      <ActionButton href={`${c.publicUrl}/dashboard`}>Open my dashboard</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nYou ${d.decision} the quote of ${formatGBP(d.quotePricePence)} from ${d.garageName} for your ${vehicleOf(d)}.\n\n${
      d.decision === "accepted"
        ? "Pay the service fee on your dashboard to unlock the garage's contact details."
        : "Our team has your feedback and will look for a better quote."
    }\n\nOpen my dashboard: ${c.publicUrl}/dashboard\n`,
});

export interface PaymentSuccessData extends VehicleData {
  garageName: string;
  garageAddress: string;
  garagePhone: string;
  quotePricePence: number;
  /** The service fee this payment took (the stored fee when the checkout opened). */
  feePaidPence: number;
  pointsEarned: number;
  totalPoints: number;
  /** The receipt's number ('R-000042'); the PDF is attached to the e-mail. */
  receiptNumber: string;
}

const paymentRows = (d: PaymentSuccessData): Array<[string, string]> => [
  ["Service fee paid", formatGBP(d.feePaidPence)],
  ["Vehicle", vehicleOf(d)],
  ["Garage", d.garageName],
  ["Address", d.garageAddress],
  ["Phone", d.garagePhone],
  ["Quoted price", formatGBP(d.quotePricePence)],
  ["Points earned", String(d.pointsEarned)],
  ["Total points", String(d.totalPoints)],
  ["Receipt", `${d.receiptNumber} (attached)`],
];

/** The fee and the points in words, before the garage: what the customer paid and got. */
function paymentThanks(d: PaymentSuccessData): string {
  const fee = `Thank you for paying the service fee of ${formatGBP(d.feePaidPence)}`;
  if (d.pointsEarned <= 0) return `${fee}.`;
  return `${fee}: you earned ${d.pointsEarned} reward ${d.pointsEarned === 1 ? "point" : "points"}.`;
}

export const paymentSuccess = define<PaymentSuccessData>({
  subject: (d) => `Payment received: your garage details for the ${vehicleOf(d)}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Your garage details are unlocked">
      <P>Hello {d.customerName},</P>
      <P>{paymentThanks(d)} Here are the details of your garage:</P>
      <Details rows={paymentRows(d)} />
      <ActionButton href={`${c.publicUrl}/dashboard`}>Open my dashboard</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\n${paymentThanks(d)} Here are the details of your garage:\n\n${detailsText(paymentRows(d))}\n\nOpen my dashboard: ${c.publicUrl}/dashboard\n`,
});
