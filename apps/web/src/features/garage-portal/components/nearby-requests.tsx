import {
  aboutMiles,
  budgetRangeLabel,
  displayVehicle,
  serviceLabel,
  timeframeLabel,
} from "@automobi/domain";
import { MapPin } from "lucide-react";
import { Detail } from "@/components/detail";
import { PhotoThumbnails } from "@/components/photo-thumbnails";
import { Badge } from "@/components/ui/badge";
import { useCursorPages } from "@/lib/cursor-pages";
import { formatLondonDateTime } from "@/lib/format";
import type { GarageNearbyRequest } from "@/lib/schemas";
import { useNearbyRequests } from "../api/portal";
import { PortalList } from "./portal-list";
import { QuoteDialog } from "./quote-dialog";

/** One request as a garage sees it: the work and roughly where, never who asks. */
function RequestCard({ request }: { request: GarageNearbyRequest }) {
  const headingId = `nearby-request-${request.id}`;
  const vehicle = displayVehicle(request);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {request.vehicleYear ? `${vehicle} (${request.vehicleYear})` : vehicle}
        </h3>
        <p className="flex items-center gap-1 text-sm font-medium text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {aboutMiles(request.distanceMiles)} away, in {request.outwardCode}
        </p>
      </div>
      <ul aria-label="Services" className="mt-2 flex flex-wrap gap-1.5">
        {request.services.map((id) => (
          <li key={id}>
            <Badge>{serviceLabel(id)}</Badge>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
        {request.description}
      </p>
      {request.photos.length > 0 && (
        <PhotoThumbnails photos={request.photos} className="mt-3 max-w-md" />
      )}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term="When">{timeframeLabel(request.timeframe)}</Detail>
        <Detail term="Budget">{budgetRangeLabel(request.budgetRange)}</Detail>
        <Detail term="Asked">{formatLondonDateTime(request.createdAt)}</Detail>
      </dl>
      <div className="mt-3">
        {request.quoted ? (
          <Badge tone="success">You have quoted</Badge>
        ) : (
          <QuoteDialog request={request} />
        )}
      </div>
    </article>
  );
}

/**
 * The requests the garage could quote for: open, within its service radius and within the
 * customer's travel distance, newest first, a page at a time.
 */
export function NearbyRequests() {
  const pages = useCursorPages();
  return (
    <PortalList
      id="nearby"
      title="Nearby requests"
      intro={(page) =>
        page && (
          <p className="mt-1 text-sm text-slate-600">
            Open requests within your {page.serviceRadiusMiles} miles whose customers travel that
            far, newest first.
          </p>
        )
      }
      query={useNearbyRequests(pages.cursor)}
      pages={pages}
      failedTitle="Failed to load the requests near you"
      loadingText="Loading the requests near you..."
      notice={(page) =>
        page.located
          ? null
          : "Your garage has no located postcode yet, so no requests can be matched to it. Ask us to add it."
      }
      emptyText="No open requests near you right now."
      pagerLabel="Request pages"
      item={(request) => <RequestCard key={request.id} request={request} />}
    />
  );
}
