import { displayUkPhone, reviewSummaryText } from "@automobi/domain";
import { Building2, MapPin, Phone } from "lucide-react";
import { useEffect } from "react";
import { Stars } from "@/components/stars";
import { toast } from "@/components/ui/toast";
import { formatLondonDate } from "@/lib/format";
import type { GarageDetailsView } from "@/lib/schemas";
import { useGarageDetails } from "../api/payments";
import { LOCKED_GARAGE, PAYMENT_TOASTS } from "../messages";

function Locked() {
  return (
    <div className="mt-2 text-sm">
      <p className="flex items-center gap-1.5 font-medium text-slate-900">
        <Building2 className="size-4 text-slate-500" aria-hidden="true" />
        {LOCKED_GARAGE.name}
      </p>
      <p className="mt-0.5 text-slate-600">{LOCKED_GARAGE.note}</p>
    </div>
  );
}

/**
 * Who the garage is: 'Professional Garage' until the customer's fee for the request is paid,
 * then its name, address and phone from get-garage-details (the list never carries them).
 */
export function GarageDetails({
  quoteRequestId,
  unlocked,
}: {
  quoteRequestId: string;
  unlocked: boolean;
}) {
  const garage = useGarageDetails(quoteRequestId, unlocked);

  useEffect(() => {
    if (garage.isError) {
      toast.error(PAYMENT_TOASTS.accessError, { description: PAYMENT_TOASTS.accessFailed });
    }
  }, [garage.isError]);

  if (!unlocked || garage.isError) return <Locked />;
  if (!garage.data) {
    return (
      <p role="status" className="mt-2 text-sm text-slate-600">
        Loading the garage's details...
      </p>
    );
  }
  const { name, address, phone, reviews } = garage.data;
  return (
    <div className="mt-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Building2 className="size-4 text-emerald-700" aria-hidden="true" />
        {name}
      </p>
      <p className="mt-1 flex items-start gap-1.5 break-words text-slate-800">
        <MapPin className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        {address}
      </p>
      <p className="mt-1 flex items-center gap-1.5">
        <Phone className="size-4 text-emerald-700" aria-hidden="true" />
        <a
          className="font-medium text-brand-700 underline"
          href={`tel:${phone.replace(/\s+/g, "")}`}
        >
          {displayUkPhone(phone)}
        </a>
      </p>
      <LatestReviews garageName={name} reviews={reviews} />
    </div>
  );
}

/** The unlocked garage's latest verified reviews, with its replies; never who wrote them. */
function LatestReviews({
  garageName,
  reviews,
}: {
  garageName: string;
  reviews: GarageDetailsView["reviews"];
}) {
  const summary = reviewSummaryText(reviews.starsTotal, reviews.count);
  if (!summary || reviews.latest.length === 0) return null;
  return (
    <section
      aria-label={`Reviews of ${garageName}`}
      className="mt-3 border-t border-emerald-200 pt-2"
    >
      <p className="font-medium text-slate-900">{summary}</p>
      <ul className="mt-1 flex flex-col gap-2">
        {reviews.latest.map((review) => (
          <li key={review.id} className="break-words">
            <p>
              <Stars stars={review.stars} />{" "}
              <span className="text-slate-600">{formatLondonDate(review.createdAt)}</span>
            </p>
            {review.text && <p className="text-slate-800">{review.text}</p>}
            {review.reply && (
              <p className="mt-0.5 border-l-2 border-emerald-300 pl-2 text-slate-700">
                <span className="font-medium">Reply from the garage:</span> {review.reply}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
