import { describeServiceTypes, shortId } from "@automobi/domain";
import { ActionButton, Details, detailsText, EmailLayout, P } from "./layout.tsx";
import { define } from "./types.ts";

/** To the support inbox: a customer replied to a message from the team. */
export interface StaffCustomerReplyData {
  customerEmail: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleRegistration: string;
  serviceType: string;
  quoteRequestId: string;
  priority: string;
  /** The subject of the message replied to. */
  subject: string;
  reply: string;
}

const LEAD = "A customer replied to a message from the team.";

const rows = (d: StaffCustomerReplyData): Array<[string, string]> => [
  ["Customer", d.customerEmail],
  ["Vehicle", `${d.vehicleMake} ${d.vehicleModel} (${d.vehicleRegistration})`],
  ["Services", describeServiceTypes(d.serviceType)],
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
