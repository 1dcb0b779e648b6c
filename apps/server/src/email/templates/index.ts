import { renderToStaticMarkup } from "react-dom/server";
import {
  dataExport,
  emailChange,
  emailChanged,
  emailConfirmation,
  passwordReset,
  welcome,
} from "./account.tsx";
import {
  garageInvitation,
  garageJobPaid,
  garageNearbyDigest,
  garageQuoteAccepted,
} from "./garages.tsx";
import { staffCustomerReply, supportResponse } from "./messages.tsx";
import {
  adminReply,
  paymentSuccess,
  quoteDecision,
  quoteSubmitted,
  staffNewRequest,
  staffQuoteRejected,
} from "./quotes.tsx";
import { reviewInvitation } from "./reviews.tsx";
import type { EmailContext, EmailTemplate, RenderedEmail } from "./types.ts";
import {
  appointmentCancellation,
  appointmentConfirmation,
  motReminder,
  serviceReminder,
} from "./vehicles.tsx";

export const TEMPLATES = {
  welcome,
  "email-confirmation": emailConfirmation,
  "email-change": emailChange,
  "email-changed": emailChanged,
  "password-reset": passwordReset,
  "quote-submitted": quoteSubmitted,
  "staff-new-request": staffNewRequest,
  "staff-quote-rejected": staffQuoteRejected,
  "staff-customer-reply": staffCustomerReply,
  "support-response": supportResponse,
  "admin-reply": adminReply,
  "quote-decision": quoteDecision,
  "payment-success": paymentSuccess,
  "appointment-confirmation": appointmentConfirmation,
  "appointment-cancellation": appointmentCancellation,
  "mot-reminder": motReminder,
  "service-reminder": serviceReminder,
  "review-invitation": reviewInvitation,
  "garage-invitation": garageInvitation,
  "garage-quote-accepted": garageQuoteAccepted,
  "garage-job-paid": garageJobPaid,
  "garage-nearby-digest": garageNearbyDigest,
  "data-export": dataExport,
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateData<T extends TemplateName> =
  (typeof TEMPLATES)[T] extends EmailTemplate<infer P> ? P : never;
export type { EmailContext, RenderedEmail };

/** HTML (user data escaped by React) and plain text for one e-mail. */
export function renderEmail<T extends TemplateName>(
  name: T,
  data: TemplateData<T>,
  ctx: EmailContext,
): RenderedEmail {
  const template = TEMPLATES[name] as unknown as EmailTemplate<TemplateData<T>>;
  return {
    subject: template
      .subject(data, ctx)
      .replace(/[\r\n]+/g, " ")
      .slice(0, 200),
    html: `<!doctype html>${renderToStaticMarkup(template.html(data, ctx))}`,
    text: template.text(data, ctx),
  };
}
