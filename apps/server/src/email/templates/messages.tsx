import { describeServices, displayVehicleWithRegistration, shortId } from "@automobi/domain";
import { ActionButton, Details, detailsText, EmailLayout, P } from "./layout.tsx";
import { define } from "./types.ts";

/** To the support inbox: a customer replied to a message from the team. */
export interface StaffCustomerReplyData {
  customerEmail: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleRegistration: string;
  services: readonly string[];
  quoteRequestId: string;
  priority: string;
  /** The subject of the message replied to. */
  subject: string;
  reply: string;
}

const LEAD = "A customer replied to a message from the team.";

const rows = (d: StaffCustomerReplyData): Array<[string, string]> => [
  ["Customer", d.customerEmail],
  ["Vehicle", displayVehicleWithRegistration(d)],
  ["Services", describeServices(d.services)],
  ["Priority", d.priority],
  ["Reference", shortId(d.quoteRequestId)],
  ["In reply to", d.subject],
  ["Reply", d.reply],
];

const messagingPath = (d: StaffCustomerReplyData) => `/admin/message/${d.quoteRequestId}`;

export const staffCustomerReply = define<StaffCustomerReplyData>({
  subject: (d) => `Customer reply (${d.priority} priority): ${d.subject}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview={LEAD}>
      <P>{LEAD}</P>
      <Details rows={rows(d)} />
      <ActionButton href={`${c.publicUrl}${messagingPath(d)}`}>Open the conversation</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `${LEAD}\n\n${detailsText(rows(d))}\n\nOpen the conversation: ${c.publicUrl}${messagingPath(d)}\n`,
});

/** To the customer: the team's answer to their support ticket (Send Response). */
export interface SupportResponseData {
  customerName: string;
  /** The ticket's subject, answered with 'Re: '. */
  subject: string;
  /** What the customer wrote. */
  ticketMessage: string;
  response: string;
  closed: boolean;
}

const CLOSED_NOTE =
  "We have marked this conversation as resolved. Reply any time if you need more help.";

export const supportResponse = define<SupportResponseData>({
  subject: (d) => `Re: ${d.subject}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview={`Re: ${d.subject}`}>
      <P>Hello {d.customerName},</P>
      <P>Our customer service team has answered your message:</P>
      <div
        style={{
          whiteSpace: "pre-wrap",
          borderLeft: "3px solid #cbd5e1",
          paddingLeft: 12,
          margin: "0 0 16px",
        }}
      >
        {d.response}
      </div>
      <Details rows={[["You wrote", d.ticketMessage]]} />
      {d.closed ? <P>{CLOSED_NOTE}</P> : null}
      <ActionButton href={`${c.publicUrl}/dashboard?tab=messages`}>Read and reply</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.customerName},\n\nOur customer service team has answered your message:\n\n${d.response}\n\nYou wrote: ${d.ticketMessage}\n\n${
      d.closed ? `${CLOSED_NOTE}\n\n` : ""
    }Read and reply: ${c.publicUrl}/dashboard?tab=messages\n`,
});
