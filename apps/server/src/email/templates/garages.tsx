import { ActionButton, EmailLayout, P } from "./layout.tsx";
import { define } from "./types.ts";

export interface GarageInvitationData {
  garageName: string;
  inviteLink: string;
  /** When the link stops working, as people read it: "Sunday, 6 December 2026, 14:00". */
  expiresOn: string;
}

/** Staff invite a person to a partner garage's portal (issue 30). */
export const garageInvitation = define<GarageInvitationData>({
  subject: (d, c) => `You are invited to ${d.garageName}'s portal on ${c.platformName}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="Your invitation to the garage portal">
      <P>Hello,</P>
      <P>
        {c.platformName} has invited you to quote for {d.garageName} in the garage portal: see the
        customers' requests near you, send your quotes and run the jobs you win.
      </P>
      <P>Choose your password with this link. It works once, until {d.expiresOn}.</P>
      <ActionButton href={d.inviteLink}>Set up my account</ActionButton>
      <P>If you were not expecting this, you can ignore this e-mail: no account is made.</P>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello,\n\n${c.platformName} has invited you to quote for ${d.garageName} in the garage portal: see the customers' requests near you, send your quotes and run the jobs you win.\n\nChoose your password with this link. It works once, until ${d.expiresOn}.\n\nSet up my account: ${d.inviteLink}\n\nIf you were not expecting this, you can ignore this e-mail: no account is made.\n`,
});
