import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { usePlatformName } from "../../api/get-public-config";
import { useServiceTerms } from "../../service-terms";
import { LegalPage, LegalSection, SupportEmailLink } from "./legal-page";

export function UserAgreementPage() {
  const name = usePlatformName();
  const { fee } = useServiceTerms();
  return (
    <LegalPage
      title="User Agreement"
      summary={
        <p>
          This agreement sets out what {name} and you can expect of each other when you use your
          account. It sits alongside our <Link to={paths.terms}>Terms and Conditions</Link>, which
          take priority if the two ever differ.
        </p>
      }
    >
      <LegalSection title="What we do for you">
        <ul>
          <li>Read every quote request and pass it to suitable garages near you.</li>
          <li>Negotiate with garages on your behalf and send you a personalised quote.</li>
          <li>
            Keep your requests, quotes, messages, vehicles and reward points in your dashboard.
          </li>
          <li>Reply to your messages and rejection feedback through the dashboard or by e-mail.</li>
          <li>Unlock the garage's details as soon as your {fee}service fee is paid.</li>
        </ul>
      </LegalSection>

      <LegalSection title="What we ask of you">
        <ul>
          <li>Be 18 or older and use your own name and contact details.</li>
          <li>
            Describe your vehicle and the problem as accurately as you can, so that garages can
            quote fairly. A garage may revise a quote that was based on incomplete information.
          </li>
          <li>Only request quotes for vehicles you own or are responsible for.</li>
          <li>Keep your password to yourself and sign out on shared devices.</li>
          <li>Be courteous in messages to our team and to garages.</li>
          <li>
            Tell us why when you reject a quote; your feedback helps us find you a better one.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Quote requests">
        <p>
          You can edit or delete a request while it is still pending. Once our team has started
          working on it, the request is locked so that garages quote for what you asked; send us a
          message if something has changed. Deleted requests stay visible to you in the Deleted tab
          of your dashboard.
        </p>
      </LegalSection>

      <LegalSection title="Accepting a quote and booking">
        <p>
          Accepting a quote tells us you want to go ahead with that garage. You then pay the {fee}
          service fee, which is non-refundable, to see the garage's name, address and phone number,
          and you arrange the work directly with the garage. You can still change your mind and
          reject an accepted quote, but the service fee is not refunded.
        </p>
      </LegalSection>

      <LegalSection title="Content you send us">
        <p>
          Descriptions, messages and photos you send must be your own and must not be unlawful or
          offensive. We store them as plain text or images, share them with garages only as far as
          needed to get you quotes, and may remove anything that breaks this agreement.
        </p>
      </LegalSection>

      <LegalSection title="Suspending or closing an account">
        <p>
          You can ask us to close your account at any time by e-mailing <SupportEmailLink />. We may
          suspend or close an account that is used to mislead garages, abuse our team or get around
          the service fee. If we do, we will tell you why unless the law prevents us.
        </p>
      </LegalSection>

      <LegalSection title="Your information">
        <p>
          Our <Link to={paths.privacy}>Privacy Policy</Link> explains how we use your information
          and the rights you have over it.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
