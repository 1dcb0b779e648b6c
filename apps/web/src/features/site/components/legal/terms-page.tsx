import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { usePlatformName } from "../../api/get-public-config";
import { useServiceTerms } from "../../service-terms";
import { LegalPage, LegalSection, SupportEmailLink } from "./legal-page";

export function TermsPage() {
  const name = usePlatformName();
  const { fee, rewardPoints } = useServiceTerms();
  return (
    <LegalPage
      title="Terms and Conditions"
      summary={
        <p>
          These terms apply when you use {name} to request, compare and accept quotes for work on
          your vehicle. Please read them carefully: by creating an account or submitting a quote
          request you agree to them.
        </p>
      }
    >
      <LegalSection title="1. Who we are">
        <p>
          {name} is an online service for drivers in the United Kingdom. We receive your request for
          work on your vehicle, pass it to independent garages, gather and negotiate their quotes,
          and show them to you so that you can choose one. In these terms "we", "us" and "our" mean{" "}
          {name}; "you" means the person using the service.
        </p>
      </LegalSection>

      <LegalSection title="2. Who can use the service">
        <p>
          You must be 18 or older to create an account, submit a quote request or pay a service fee.
          By using the service you confirm that you are 18 or older and that the information you
          give us is accurate.
        </p>
      </LegalSection>

      <LegalSection title="3. Your account">
        <ul>
          <li>
            Keep your password private. You are responsible for what is done with your account.
          </li>
          <li>Tell us promptly if you think someone else has used your account.</li>
          <li>Keep your contact details up to date so that we can reach you about your quotes.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. Quotes and garages">
        <p>
          Garages are independent businesses; they are not part of {name}. A quote is the garage's
          offer for the work described in your request. The garage may need to revise it after
          inspecting your vehicle, for example if it finds further faults, and should agree any
          change with you before doing extra work.
        </p>
        <p>
          When you book, your contract for the repair or service is with the garage. The garage is
          responsible for the work, the parts it supplies, its own charges and any warranty it
          gives. Your rights under the Consumer Rights Act 2015, including that a service is carried
          out with reasonable care and skill, are rights against the garage.
        </p>
      </LegalSection>

      <LegalSection title="5. The service fee">
        <p>
          Requesting and comparing quotes is free. When you accept a quote, you pay us a {fee}
          service fee, which unlocks the name, address and phone number of the garage that made the
          quote. The fee is shown before you pay and is charged by our payment provider. It is
          separate from, and does not form part of, the price you pay the garage.
        </p>
        <p>
          <strong>The {fee}service fee is non-refundable.</strong> Because the garage's details are
          unlocked immediately after payment, you ask us to supply them straight away and
          acknowledge that your right to cancel ends once they have been shown. This does not affect
          your statutory rights if we fail to supply them.
        </p>
      </LegalSection>

      <LegalSection title="6. Reward points">
        <p>
          You earn {rewardPoints}reward points each time you pay the service fee for a booking.
          Points are added once per paid booking, have no cash value, cannot be transferred and can
          be redeemed against future services as described in your dashboard. Points on a closed
          account lapse.
        </p>
      </LegalSection>

      <LegalSection title="7. Using the service fairly">
        <p>You agree not to:</p>
        <ul>
          <li>
            submit false requests or requests for a vehicle you are not entitled to deal with;
          </li>
          <li>use messages to harass, abuse or mislead our team or a garage;</li>
          <li>try to get around the service fee by using garage details obtained through us;</li>
          <li>interfere with the security or running of the service.</li>
        </ul>
        <p>
          We may suspend or close an account that breaks these terms. See also our{" "}
          <Link to={paths.userAgreement}>User Agreement</Link>.
        </p>
      </LegalSection>

      <LegalSection title="8. Our responsibility to you">
        <p>
          We take reasonable care and skill in running the service and passing on quotes. We are not
          responsible for work carried out by a garage, or for a garage's failure to honour its
          quote, though we will help you raise the matter with it. We are not liable for losses that
          were not foreseeable, or for business losses.
        </p>
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our
          negligence, for fraud, or for anything else that cannot be limited under the law of the
          United Kingdom.
        </p>
      </LegalSection>

      <LegalSection title="9. Your personal information">
        <p>
          How we use your information is explained in our{" "}
          <Link to={paths.privacy}>Privacy Policy</Link> and our use of cookies in our{" "}
          <Link to={paths.cookies}>Cookie Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to these terms">
        <p>
          We may update these terms when the service or the law changes. The date at the top of this
          page shows when they last changed. If a change materially affects you we will tell you by
          e-mail before it takes effect.
        </p>
      </LegalSection>

      <LegalSection title="11. Law and disputes">
        <p>
          These terms are governed by the law of England and Wales. If you live in Scotland or
          Northern Ireland, you may also bring proceedings in your local courts.
        </p>
      </LegalSection>

      <LegalSection title="12. Contact us">
        <p>
          Questions about these terms? E-mail <SupportEmailLink />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
