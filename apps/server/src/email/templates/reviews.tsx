import { ActionButton, EmailLayout, P } from "./layout.tsx";
import { define } from "./types.ts";

export interface ReviewInvitationData {
  customerName: string;
  customerEmail: string;
  /** 'Volkswagen Golf (AB12 CDE)', already formatted. */
  vehicle: string;
  garageName: string;
  /** The dashboard's card of the request, where the review is written. */
  reviewLink: string;
}

/** A paid job marked complete (issue 31): the one invitation to review the garage. */
export const reviewInvitation = define<ReviewInvitationData>({
  subject: (d) => `How did ${d.garageName} do?`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="How did the garage do?">
      <P>Hello {d.customerName},</P>
      <P>
        The work on your {d.vehicle} by {d.garageName} is marked as complete. How did the garage do?
        Your review is verified: only customers who paid and whose job was completed can write one,
        so other drivers can trust it.
      </P>
      <ActionButton href={d.reviewLink}>Review the garage</ActionButton>
    </EmailLayout>
  ),
  text: (d) =>
    `Hello ${d.customerName},\n\nThe work on your ${d.vehicle} by ${d.garageName} is marked as complete. How did the garage do? Your review is verified: only customers who paid and whose job was completed can write one, so other drivers can trust it.\n\nReview the garage: ${d.reviewLink}\n`,
});
