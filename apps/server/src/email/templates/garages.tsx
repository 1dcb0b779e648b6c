import { formatGBP } from "@automobi/domain";
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

export interface GarageQuoteNewsData {
  garageName: string;
  /** "Volkswagen Golf in LS6": the vehicle and the postcode district, never the customer. */
  job: string;
  pricePence: number;
}

/** To a garage's portal users: a customer accepted one of its quotes (issue 30). */
export const garageQuoteAccepted = define<GarageQuoteNewsData>({
  subject: (d) => `Quote accepted: ${d.job}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="A customer accepted your quote">
      <P>Hello {d.garageName},</P>
      <P>
        A customer accepted your {formatGBP(d.pricePence)} quote for the {d.job}. Their name, phone
        and postcode are yours in the portal as soon as they pay the service fee.
      </P>
      <ActionButton href={`${c.publicUrl}/garage`}>Open the garage portal</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.garageName},\n\nA customer accepted your ${formatGBP(d.pricePence)} quote for the ${d.job}. Their name, phone and postcode are yours in the portal as soon as they pay the service fee.\n\nOpen the garage portal: ${c.publicUrl}/garage\n`,
});

/** To a garage's portal users: the customer paid the fee for its quote, so the job is theirs. */
export const garageJobPaid = define<GarageQuoteNewsData>({
  subject: (d) => `New job: ${d.job}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="A customer paid for your quote">
      <P>Hello {d.garageName},</P>
      <P>
        The customer paid the service fee for your {formatGBP(d.pricePence)} quote for the {d.job}.
        Their name, phone and postcode are in your portal's Jobs: please contact them to arrange the
        work.
      </P>
      <ActionButton href={`${c.publicUrl}/garage`}>See the job</ActionButton>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.garageName},\n\nThe customer paid the service fee for your ${formatGBP(d.pricePence)} quote for the ${d.job}. Their name, phone and postcode are in your portal's Jobs: please contact them to arrange the work.\n\nSee the job: ${c.publicUrl}/garage\n`,
});

export interface GarageNearbyDigestData {
  garageName: string;
  /** How many requests are new near the garage since its user's last digest. */
  count: number;
  /** The newest few: "Volkswagen Golf in LS6" and what is asked, never who asks. */
  requests: Array<{ job: string; services: string; distance: string }>;
}

const DIGEST_OPT_OUT =
  "You get this at most once an hour. To stop it, turn off “E-mail me new nearby requests” in the garage portal.";

const newRequests = (count: number) => (count === 1 ? "1 new request" : `${count} new requests`);

/** Their rows as lines; "and N more" when the digest names fewer than it counts. */
function digestLines(d: GarageNearbyDigestData) {
  const lines = d.requests.map((r) => `${r.job}: ${r.services} (${r.distance})`);
  const more = d.count - d.requests.length;
  return more > 0 ? [...lines, `and ${more} more`] : lines;
}

/** To a garage's portal user, at most hourly: requests new near the garage (issue 30). */
export const garageNearbyDigest = define<GarageNearbyDigestData>({
  subject: (d) => `${newRequests(d.count)} near ${d.garageName}`,
  html: (d, c) => (
    <EmailLayout platformName={c.platformName} preview="New requests near your garage">
      <P>Hello {d.garageName},</P>
      <P>
        {d.count === 1
          ? "A customer near you has asked for quotes:"
          : `${d.count} customers near you have asked for quotes:`}
      </P>
      <ul>
        {digestLines(d).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ActionButton href={`${c.publicUrl}/garage`}>See the requests</ActionButton>
      <P>{DIGEST_OPT_OUT}</P>
    </EmailLayout>
  ),
  text: (d, c) =>
    `Hello ${d.garageName},\n\n${d.count === 1 ? "A customer near you has asked for quotes:" : `${d.count} customers near you have asked for quotes:`}\n\n${digestLines(
      d,
    )
      .map((line) => `- ${line}`)
      .join("\n")}\n\nSee the requests: ${c.publicUrl}/garage\n\n${DIGEST_OPT_OUT}\n`,
});
