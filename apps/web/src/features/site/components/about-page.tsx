import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { usePlatformName } from "../api/get-public-config";
import { useServiceTerms } from "../service-terms";
import { SupportEmailLink } from "./legal/legal-page";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 space-y-4 text-lg text-slate-700">{children}</div>
    </section>
  );
}

export function AboutPage() {
  const name = usePlatformName();
  const { fee, rewardPoints } = useServiceTerms();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">About {name}</h1>
      <p className="mt-6 text-xl text-slate-700">
        {name} is a hands-on car repair quote service for drivers in the UK. Instead of leaving you
        to ring round garages or sift through automated listings, our team does the legwork for you.
      </p>

      <Section title="A hands-on service">
        <p>
          When you send us a request, a member of our team reads it and takes it to verified local
          garages that do the work you need, within the distance you are willing to travel. We
          follow up with them, negotiate on your behalf and send you a personalised quote the same
          day.
        </p>
        <p>
          Every quote shows the price, how long the work should take and what it includes, so you
          can compare like with like. If a quote is not right, reject it and tell us why: we use
          your feedback to go back to the garages for a better one.
        </p>
      </Section>

      <Section title={`The ${fee}service fee`}>
        <p>
          Requesting and comparing quotes costs nothing. When you accept a quote, you pay a one-off{" "}
          {fee}service fee to unlock the garage's name, address and phone number so that you can
          book your car in. The fee is non-refundable and is separate from the price you pay the
          garage for the work.
        </p>
        <p>
          Each paid booking also earns you {rewardPoints}reward points, which you can redeem against
          future services.
        </p>
      </Section>

      <Section title="How far the garages are">
        <p>
          The distance shown on a quote is measured between the centres of the postcode areas of
          your request and of the garage, so it is always about: usually within a mile or two.
        </p>
        <p className="text-base text-slate-600">
          Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data ©
          Royal Mail copyright and database right 2025. Source: Office for National Statistics
          licensed under the Open Government Licence v.3.0.
        </p>
      </Section>

      <Section title="Get in touch">
        <p>
          Questions about a request, a quote or your account? E-mail <SupportEmailLink /> and our
          team will help.
        </p>
      </Section>

      <div className="mt-12 flex flex-wrap gap-3">
        <Button size="lg" asChild>
          <Link to={paths.quoteRequest}>Get Quote</Link>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to={paths.register}>Register</Link>
        </Button>
      </div>
    </div>
  );
}
