import {
  APPOINTMENT_PHASE_LABELS,
  APPOINTMENT_PHASE_TONES,
  appointmentDay,
  appointmentPhase,
  displayRegistration,
  displayVehicle,
  schedulerServiceLabel,
} from "@automobi/domain";
import { CalendarClock, CalendarPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import type { AppointmentView } from "@/lib/schemas";
import {
  appointmentCalendarUrl,
  useCancelAppointment,
  useUpcomingAppointments,
} from "../api/appointments";

/**
 * The time, read again every 30 s: a dashboard left open past a slot's hour shows it as past,
 * without its buttons, as the server would refuse to cancel it by then.
 */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The customer's booked services, soonest first, each one cancellable; nothing when none. */
export function UpcomingAppointments() {
  const query = useUpcomingAppointments();
  const now = useClock();
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
        {items.map((appointment) => (
          <AppointmentItem key={appointment.id} appointment={appointment} now={now} />
        ))}
      </ul>
    </section>
  );
}

function AppointmentItem({ appointment, now }: { appointment: AppointmentView; now: Date }) {
  const cancel = useCancelAppointment();
  const vehicle = `${displayVehicle({ vehicleMake: appointment.vehicle.make, vehicleModel: appointment.vehicle.model })} (${displayRegistration(appointment.vehicle.registration)})`;
  const when = `${appointmentDay(appointment.date)} at ${appointment.time}`;
  const service = schedulerServiceLabel(appointment.serviceType);
  const phase = appointmentPhase(appointment, now);
  const titleId = `appointment-${appointment.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 text-sm">
      <div>
        <p id={titleId} className="font-medium text-slate-900">
          {service}: {when}
        </p>
        <p className="text-slate-700">{vehicle}</p>
      </div>
      {phase === "upcoming" ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            {/* A plain link: the browser saves the .ics, which the phone or desktop opens in its calendar. */}
            <a href={appointmentCalendarUrl(appointment.id)} download aria-describedby={titleId}>
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" aria-describedby={titleId}>
                Cancel Appointment
              </Button>
            }
            title="Cancel this appointment?"
            description={`${service} for the ${vehicle}, ${when}.`}
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
        </div>
      ) : (
        <Badge tone={APPOINTMENT_PHASE_TONES[phase]}>{APPOINTMENT_PHASE_LABELS[phase]}</Badge>
      )}
    </li>
  );
}
