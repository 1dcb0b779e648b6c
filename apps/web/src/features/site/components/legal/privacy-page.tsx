import { UNCONFIRMED_ACCOUNT_DAYS } from "@automobi/domain";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { useDeletedRequestRetentionDays, usePlatformName } from "../../api/get-public-config";
import { LegalPage, LegalSection, SupportEmailLink } from "./legal-page";

export function PrivacyPage() {
  const name = usePlatformName();
  const deletedDays = useDeletedRequestRetentionDays();
  return (
    <LegalPage
      title="Privacy Policy"
      summary={
        <p>
          This policy explains what personal information {name} collects, why, who we share it with
          and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the
          Data Protection Act 2018.
        </p>
      }
    >
      <LegalSection title="Who is responsible for your information">
        <p>
          {name} is the controller of the personal information described here. You can contact us
          about anything in this policy at <SupportEmailLink />.
        </p>
      </LegalSection>

      <LegalSection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, phone number, postcode and,
            if you add it, your address.
          </li>
          <li>
            <strong>Vehicle and request details:</strong> registration, make and model, the services
            you need, your description of the problem, your budget, timing and how far you will
            travel, and any photos you upload.
          </li>
          <li>
            <strong>Quotes, bookings and messages:</strong> the quotes you receive, your decisions
            and reasons, messages between you and our team, service appointments and reward points.
          </li>
          <li>
            <strong>Payments:</strong> the amount, status and time of each service-fee payment. Your
            card details are collected by our payment provider and never reach us.
          </li>
          <li>
            <strong>Technical information:</strong> the session cookie that keeps you signed in, and
            server logs with your IP address and browser type, which we use to keep the service
            secure.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="How we use it and our lawful bases">
        <ul>
          <li>
            To run your account, obtain quotes, unlock garage details and award reward points,
            because this is necessary for our contract with you.
          </li>
          <li>
            To send you e-mails about your requests, quotes, messages and payments, also as part of
            that contract.
          </li>
          <li>
            To prevent fraud and misuse, keep the service secure and improve it, in our legitimate
            interests.
          </li>
          <li>To keep payment records, because the law requires us to.</li>
        </ul>
        <p>We do not sell your information and we do not use it for advertising.</p>
      </LegalSection>

      <LegalSection title="Who we share it with">
        <ul>
          <li>
            <strong>Garages:</strong> to get you quotes we share your vehicle details, the work you
            need, your description and your general location with garages that may quote for it.
          </li>
          <li>
            <strong>Service providers</strong> who act on our instructions: hosting, e-mail
            delivery, vehicle-details lookup and payment processing.
          </li>
          <li>
            <strong>Authorities</strong> where the law requires it, for example to prevent fraud.
          </li>
        </ul>
        <p>
          If a provider processes your information outside the UK, we make sure it is protected by
          UK adequacy regulations or the ICO's approved contract clauses.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <p>
          We keep your account information while your account is open. Quote requests, quotes and
          messages are kept for up to six years after your last request so that we can deal with
          questions or claims; payment records are kept for six years as the law requires. Server
          logs are kept for a short period for security, then deleted.
        </p>
        <ul>
          <li>
            A request you delete, or staff delete, is kept in our deleted requests for{" "}
            {deletedDays === null ? "a set number of" : deletedDays} days, so that it can be
            restored, and then removed for good.
          </li>
          <li>
            An account whose e-mail address is never confirmed is removed after{" "}
            {UNCONFIRMED_ACCOUNT_DAYS} days.
          </li>
          <li>Sessions and one-time links are removed as soon as they expire, at least daily.</li>
          <li>
            When you delete your account, your personal details are erased at once; your requests
            and payments stay only as anonymous records.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Your rights">
        <p>Under UK data protection law you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>have inaccurate information corrected;</li>
          <li>have your information deleted where we no longer need it;</li>
          <li>restrict or object to how we use it;</li>
          <li>receive information you gave us in a portable format.</li>
        </ul>
        <p>
          You can download a copy of your data and delete your account yourself, under Settings in
          your dashboard. For anything else, e-mail <SupportEmailLink />. We will reply within one
          month.
        </p>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          Passwords are stored only as secure hashes, connections to the service are encrypted and
          access to your information is limited to staff who need it to deal with your requests.
        </p>
      </LegalSection>

      <LegalSection title="Cookies">
        <p>
          We use one essential session cookie and nothing else. Our{" "}
          <Link to={paths.cookies}>Cookie Policy</Link> explains it.
        </p>
      </LegalSection>

      <LegalSection title="Complaints">
        <p>
          If you are unhappy with how we have handled your information, please tell us first so we
          can put it right. You also have the right to complain to the Information Commissioner's
          Office (ICO), the UK regulator for data protection, at{" "}
          <a href="https://ico.org.uk/make-a-complaint/" rel="noopener noreferrer">
            ico.org.uk
          </a>{" "}
          or on 0303 123 1113.
        </p>
      </LegalSection>

      <LegalSection title="Changes to this policy">
        <p>
          When we change this policy we update the dates at the top of the page, and we tell you by
          e-mail about any change that affects how we use your information.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
