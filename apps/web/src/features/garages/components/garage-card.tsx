import { displayUkPhone, distanceFrom, outwardCode, serviceLabel } from "@automobi/domain";
import { Detail } from "@/components/detail";
import { Badge } from "@/components/ui/badge";
import type { GarageEntry } from "@/lib/schemas";
import { EditGarageDialog } from "./edit-garage-dialog";
import { InviteToPortalDialog } from "./invite-dialog";
import { NearbyRequestsDialog } from "./nearby-requests-dialog";
import { GarageReviewsDialog } from "./reviews-dialog";
import { SuspensionButton } from "./suspension-button";

/**
 * One garage of the directory, with its quote record and Edit; with the distance from `near`
 * when the directory is sorted by one.
 */
export function GarageCard({ garage, near }: { garage: GarageEntry; near?: string }) {
  const headingId = `garage-${garage.id}`;
  const from = near ? outwardCode(near) : null;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {garage.name}
          {garage.suspendedAt && (
            <Badge tone="danger" className="ml-2 align-middle">
              Suspended
            </Badge>
          )}
        </h3>
        <div className="flex flex-wrap gap-2">
          <NearbyRequestsDialog garage={garage} />
          <GarageReviewsDialog garage={garage} />
          <EditGarageDialog garage={garage} />
          <InviteToPortalDialog garage={garage} />
          <SuspensionButton garage={garage} />
        </div>
      </div>
      {from && (
        <p className="mt-1 text-sm font-medium text-slate-700">
          {garage.distanceMiles === null
            ? `Distance from ${from} unknown`
            : distanceFrom(garage.distanceMiles, from)}
        </p>
      )}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term="Address">{garage.address}</Detail>
        <Detail term="Postcode">{garage.postcode ?? "Not given yet"}</Detail>
        <Detail term="Service radius">{`${garage.serviceRadiusMiles} miles`}</Detail>
        <Detail term="Phone">{displayUkPhone(garage.phone)}</Detail>
        <Detail term="Email" wrap>
          {garage.email}
        </Detail>
        <Detail term="Contact person">{garage.contactPerson ?? "Not given"}</Detail>
        <Detail term="Quotes given">{garage.quoteCount}</Detail>
        <Detail term="Quotes accepted">{garage.acceptedCount}</Detail>
      </dl>
      <div className="mt-3 text-sm">
        <p className="font-medium text-slate-700">Specialties</p>
        {garage.specialties.length === 0 ? (
          <p className="text-slate-600">None listed</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {garage.specialties.map((id) => (
              <li key={id}>
                <Badge>{serviceLabel(id)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
