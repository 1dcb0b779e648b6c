import { CalendarCheck, ClipboardList, MessagesSquare } from "lucide-react";
import { type ServiceTerms, useServiceTerms } from "../../service-terms";

const steps = [
  {
    icon: ClipboardList,
    title: "Submit Request",
    text: () =>
      "Enter your registration, choose the services you need and tell us about the problem, your postcode and when you need the work done. It takes a couple of minutes.",
  },
  {
    icon: MessagesSquare,
    title: "Get Quotes",
    text: () =>
      "Our team takes your request to verified garages near you and negotiates on your behalf. Quotes arrive in your dashboard with the price, the time the work should take and what it covers.",
  },
  {
    icon: CalendarCheck,
    title: "Choose & Book",
    text: ({ fee }: ServiceTerms) =>
      `Compare the quotes and accept the one that suits you. Pay the ${fee}service fee to unlock the garage's name, address and phone number, then book your car in.`,
  },
];

/** The hero's "How we work" button scrolls here. */
export const HOW_IT_WORKS_ID = "how-it-works";

export function HowItWorks() {
  const terms = useServiceTerms();
  return (
    <section
      id={HOW_IT_WORKS_ID}
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-16 bg-white"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="how-it-works-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          How It Works
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Three steps from a problem with your car to a garage you can book with confidence.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <Icon className="size-6 text-brand-700" aria-hidden="true" />
              </div>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text(terms)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
