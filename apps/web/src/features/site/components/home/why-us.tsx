import { SERVICE_CATEGORIES } from "@automobi/domain";
import { LayoutDashboard, PoundSterling, ShieldCheck, Wrench } from "lucide-react";
import { type ServiceTerms, useServiceTerms } from "../../service-terms";

const reasons = [
  {
    icon: ShieldCheck,
    title: "Verified local garages",
    text: () =>
      "We pass your request to garages near you that carry out the work you need, within the distance you choose.",
  },
  {
    icon: Wrench,
    title: "Real people on your side",
    text: () =>
      "Our team reads every request, follows up with the garages and negotiates the price before a quote reaches you.",
  },
  {
    icon: PoundSterling,
    title: "Clear costs up front",
    text: ({ fee }: ServiceTerms) =>
      `Requesting and comparing quotes is free. The only fee is the ${fee}service fee, paid when you accept a quote, and it is shown before you pay.`,
  },
  {
    icon: LayoutDashboard,
    title: "Everything in one place",
    text: () =>
      "Your requests, quotes, messages from our team, saved vehicles and reward points all sit in your dashboard.",
  },
];

const categories = SERVICE_CATEGORIES.filter((category) => !category.urgent);

export function WhyUs({ platformName }: { platformName: string }) {
  const terms = useServiceTerms();
  return (
    <section aria-labelledby="why-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Why drivers use {platformName}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-700">{text(terms)}</p>
              </div>
            </li>
          ))}
        </ul>

        <h3 className="mt-14 text-xl font-semibold text-slate-900">Services we can quote for</h3>
        <ul className="mt-4 flex flex-wrap gap-2">
          {categories.map((category) => (
            <li
              key={category.id}
              className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800"
            >
              {category.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
