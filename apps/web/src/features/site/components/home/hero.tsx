import { BadgeCheck, Clock, Handshake } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";
import { useServiceTerms } from "../../service-terms";
import { HOW_IT_WORKS_ID } from "./how-it-works";

const promises = [
  { icon: BadgeCheck, text: "Verified local garages" },
  { icon: Handshake, text: "We negotiate on your behalf" },
  { icon: Clock, text: "A personalised quote the same day" },
];

export function Hero() {
  const { fee } = useServiceTerms();
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-brand-900 to-brand-800 text-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">
          Car servicing and repairs across the UK
        </p>
        <h1
          id="hero-heading"
          className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          Competing quotes from trusted local garages, without the phone calls
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          Tell us about your car and the work it needs. Our team takes your request to verified
          garages near you, negotiates the price for you and sends you a personalised quote the same
          day. Requesting quotes is free; a {fee}service fee applies only when you accept one.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button size="lg" variant="inverse" asChild>
            <Link to={paths.quoteRequest}>Get Quote</Link>
          </Button>
          <Button
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/60 hover:bg-white/10 hover:text-white"
            asChild
          >
            <Link to={{ hash: HOW_IT_WORKS_ID }}>How we work</Link>
          </Button>
        </div>
        <ul className="mt-10 grid gap-3 text-brand-50 sm:grid-cols-3">
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon className="size-5 shrink-0 text-brand-200" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
