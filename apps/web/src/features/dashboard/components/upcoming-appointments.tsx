import {
  appointmentDay,
  displayRegistration,
  displayVehicle,
  schedulerServiceLabel,
} from "@automobi/domain";
import { CalendarClock } from "lucide-react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { messageOf } from "@/lib/error-message";
import { useCancelAppointment, useUpcomingAppointments } from "../api/appointments";

/** The customer's booked services, soonest first, each one cancellable; nothing when none. */
export function UpcomingAppointments() {
  const query = useUpcomingAppointments();
  const cancel = useCancelAppointment();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="appointments-heading"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2
        id="appointments-heading"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
        Upcoming Appointments
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {items.map((appointment) => {
          const vehicle = `${displayVehicle({ vehicleMake: appointment.vehicle.make, vehicleModel: appointment.vehicle.model })} (${displayRegistration(appointment.vehicle.registration)})`;
          const when = `${appointmentDay(appointment.date)} at ${appointment.time}`;
          return (
            <li
              key={appointment.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 text-sm"
            >
              <div>
                <p className="font-medium text-slate-900">
                  {schedulerServiceLabel(appointment.serviceType)}: {when}
                </p>
                <p className="text-slate-700">{vehicle}</p>
              </div>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm">
                    Cancel Appointment
                  </Button>
                }
                title="Cancel this appointment?"
                description={`${schedulerServiceLabel(appointment.serviceType)} for the ${vehicle}, ${when}.`}
                confirmLabel="Cancel Appointment"
                pending={cancel.isPending}
                onConfirm={() =>
                  cancel.mutate(appointment.id, {
                    onSuccess: () => toast.success("Appointment Cancelled"),
                    onError: (error) =>
                      toast.error("Error", {
                        description: messageOf(error, "Failed to cancel the appointment"),
                      }),
                  })
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
