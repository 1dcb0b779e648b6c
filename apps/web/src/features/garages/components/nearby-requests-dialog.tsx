import {
  aboutMiles,
  displayVehicle,
  requestStatusLabel,
  requestStatusTone,
  serviceLabel,
} from "@automobi/domain";
import { MapPin } from "lucide-react";
import { useState } from "react";
import { CursorPager } from "@/components/cursor-pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Link } from "@/components/ui/link";
import { useCursorPages } from "@/lib/cursor-pages";
import { paths } from "@/lib/paths";
import type { GarageEntry } from "@/lib/schemas";
import { useOpenRequestsNear } from "../api/garages";

/**
 * The requests a garage could still quote for, within its service radius, nearest first: each
 * with its vehicle, services, postcode district and distance, marked when the customer would
 * not travel that far, and a link to it in Quote Processing. A page at a time.
 */
export function NearbyRequestsDialog({ garage }: { garage: GarageEntry }) {
  const [open, setOpen] = useState(false);
  const pages = useCursorPages();
  const near = useOpenRequestsNear(garage.id, pages.cursor, open);
  const page = near.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pages.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <MapPin aria-hidden="true" />
          Open requests nearby
          <span className="sr-only"> {garage.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Open requests near {garage.name}</DialogTitle>
          <DialogDescription>
            Within its service radius of {garage.serviceRadiusMiles} miles, nearest first.
          </DialogDescription>
        </DialogHeader>
        {near.isPending ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : near.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The requests could not be loaded. Please try again.
          </p>
        ) : page && !page.from.located ? (
          <p className="text-sm text-slate-600">
            This garage has no located postcode yet: edit it to give one.
          </p>
        ) : page && page.items.length === 0 ? (
          <p className="text-sm text-slate-600">No open requests within its service radius.</p>
        ) : (
          <ul aria-label="Open requests" className="flex max-h-[60vh] flex-col gap-2 overflow-auto">
            {page?.items.map((request) => (
              <li key={request.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`${paths.admin.quoteProcessing}?search=${request.id.slice(0, 8)}`}
                    className="font-semibold"
                  >
                    {displayVehicle(request)}
                  </Link>
                  <Badge tone={requestStatusTone(request.status)}>
                    {requestStatusLabel(request.status, "admin")}
                  </Badge>
                </div>
                <p className="text-slate-700">{request.services.map(serviceLabel).join(", ")}</p>
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-slate-600">
                  {aboutMiles(request.distanceMiles)} from {request.outwardCode}
                  {!request.withinReach && (
                    <Badge tone="warning">Beyond the customer's travel distance</Badge>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
        <CursorPager
          label="Nearby request pages"
          pages={pages}
          nextCursor={page?.nextCursor}
          back="Nearer"
          on="Further"
          size="sm"
        />
      </DialogContent>
    </Dialog>
  );
}
