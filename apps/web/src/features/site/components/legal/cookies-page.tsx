import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { usePlatformName } from "../../api/get-public-config";
import { LegalPage, LegalSection, SupportEmailLink } from "./legal-page";

export function CookiesPage() {
  const name = usePlatformName();
  return (
    <LegalPage
      title="Cookie Policy"
      summary={
        <p>
          {name} uses only the cookie it needs to keep you signed in. We do not use analytics,
          advertising or tracking cookies, so we do not ask for your consent to them.
        </p>
      }
    >
      <LegalSection title="What cookies are">
        <p>
          Cookies are small text files that a website stores in your browser. Under the Privacy and
          Electronic Communications Regulations (PECR), a website may set cookies that are strictly
          necessary for a service you ask for without asking your consent; any other cookie needs
          your consent first.
        </p>
      </LegalSection>

      <LegalSection title="The cookie we use">
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Cookies set by {name}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Cookie
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="py-2 font-semibold">
                  How long it lasts
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-4 font-medium">
                  Session cookie (strictly necessary)
                </th>
                <td className="py-3 pr-4">
                  Keeps you signed in as you move between pages and protects your account. It holds
                  a random session identifier, not your name or e-mail address, and cannot be read
                  by the page's scripts.
                </td>
                <td className="py-3">
                  Until you close your browser; or 30 days if you tick "remember me" when signing
                  in. It is removed when you sign out.
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>The cookie is set when you sign in, and only for this website.</p>
      </LegalSection>

      <LegalSection title="Payments">
        <p>
          When you pay the service fee you are taken to our payment provider's secure page. That
          provider may set its own cookies, needed to process the payment and prevent fraud, under
          its own cookie policy.
        </p>
      </LegalSection>

      <LegalSection title="Controlling cookies">
        <p>
          You can delete cookies or block them in your browser's settings. If you block the session
          cookie you will still be able to read the public pages, but you will not be able to sign
          in.
        </p>
      </LegalSection>

      <LegalSection title="More information">
        <p>
          Our <Link to={paths.privacy}>Privacy Policy</Link> explains how we handle personal
          information. For questions about cookies, e-mail <SupportEmailLink />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
