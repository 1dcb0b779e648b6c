import {
  APPOINTMENT_PHASE_LABELS,
  APPOINTMENT_PHASE_TONES,
  appointmentDay,
  appointmentPhase,
  displayRegistration,
  displayVehicle,
  schedulerServiceLabel,
} from "@automobi/domain";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useNow } from "@/lib/admin/use-now";
import { api } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { appointmentContracts } from "@/lib/contracts";

/**
 * The services customers have booked (spec README item 5: staff see them): the upcoming ones
 * soonest first, then the latest of the rest, each marked Upcoming, Past or Cancelled by the
 * domain's rule at the time on screen, so one whose hour has started stops reading as upcoming.
 * The list keeps one height in every state, so the filter cards below never move when it loads.
 */
export function BookedServices() {
  const signedIn = useSignedIn();
  const now = useNow(30_000);
  const query = useQuery({
    queryKey: ["admin", "appointments"],
    queryFn: ({ signal }) =>
      api(appointmentContracts.staffList, { query: { pageSize: 10 }, signal }),
    enabled: signedIn,
  });
  const items = query.data?.items ?? [];
  return (
    <section
      aria-labelledby="booked-services-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2
        id="booked-services-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
        Booked Services
      </h2>
      {/* One height whether loading, empty or listing, so what loads here moves nothing below it
          (the dashboard's layout shift, issue 33); a longer list scrolls inside. */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls is scrolled by keyboard from its own focus
        tabIndex={0}
        className="mt-2 h-44 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {query.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading booked services...
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">No services booked.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {items.map((item) => {
              const phase = appointmentPhase(item, now);
              return (
                <li key={item.id} className="rounded-md bg-slate-50 p-2">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    <span>
                      {appointmentDay(item.date)} at {item.time}:{" "}
                      {schedulerServiceLabel(item.serviceType)}
                    </span>
                    <Badge tone={APPOINTMENT_PHASE_TONES[phase]}>
                      {APPOINTMENT_PHASE_LABELS[phase]}
                    </Badge>
                  </p>
                  <p className="break-all text-slate-700">
                    {item.customerEmail} ·{" "}
                    {displayVehicle({
                      vehicleMake: item.vehicle.make,
                      vehicleModel: item.vehicle.model,
                    })}{" "}
                    ({displayRegistration(item.vehicle.registration)})
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
