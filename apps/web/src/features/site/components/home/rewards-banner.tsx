import { Gift } from "lucide-react";
import { useServiceTerms } from "../../service-terms";

export function RewardsBanner() {
  const { rewardPoints } = useServiceTerms();
  return (
    <section aria-labelledby="rewards-heading" className="px-4 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 rounded-2xl bg-amber-50 p-8 ring-1 ring-amber-200 sm:flex-row sm:items-center">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-amber-100">
          <Gift className="size-7 text-amber-800" aria-hidden="true" />
        </span>
        <div>
          <h2 id="rewards-heading" className="text-2xl font-bold text-slate-900">
            Earn reward points on every booking
          </h2>
          <p className="mt-2 text-slate-800">
            You earn {rewardPoints}reward points each time you pay the service fee for a booking.
            Your points add up in your dashboard and can be redeemed against future services.
          </p>
        </div>
      </div>
    </section>
  );
}
