import {
  type adminAppointmentListResponse,
  appointmentDay,
  displayRegistration,
  displayVehicle,
  schedulerServiceLabel,
} from "@automobi/domain";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { apiFetch } from "@/lib/api-client";
import { useSignedIn } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";

/** The next services customers have booked (spec README item 5: staff see them). */
export function BookedServices() {
  const signedIn = useSignedIn();
  const query = useQuery({
    queryKey: ["admin", "appointments"],
    queryFn: ({ signal }) =>
      apiFetch<typeof adminAppointmentListResponse>(`${apiPaths.admin.appointments}?pageSize=10`, {
        signal,
      }),
    enabled: signedIn,
  });
  const upcoming = (query.data?.items ?? []).filter((item) => item.upcoming);
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
      {query.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading booked services...
        </p>
      ) : upcoming.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No services booked.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          {upcoming.map((item) => (
            <li key={item.id} className="rounded-md bg-slate-50 p-2">
              <p className="font-medium text-slate-900">
                {appointmentDay(item.date)} at {item.time}:{" "}
                {schedulerServiceLabel(item.serviceType)}
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
          ))}
        </ul>
      )}
    </section>
  );
}
