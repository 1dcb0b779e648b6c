import {
  APPOINTMENT_MAX_DAYS_AHEAD,
  APPOINTMENT_TIMES,
  addCalendarDays,
  appointmentDay,
  appointmentTime,
  displayRegistration,
  displayVehicle,
  londonDate,
  SCHEDULE_SERVICE_MESSAGES as M,
  SCHEDULER_SERVICES,
} from "@automobi/domain";
import { CalendarPlus } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { toast } from "sonner";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import { useBookAppointment } from "../api/appointments";
import { useVehicles } from "../api/vehicles";

const TIME_OPTIONS = APPOINTMENT_TIMES.map((time) => ({ value: time, label: time }));

interface ScheduleServiceDialogProps {
  /** A vehicle chosen already (the Vehicles tab's per-vehicle button). */
  vehicleId?: string;
  trigger?: ReactNode;
}

/**
 * The Schedule Service dialog (spec 001 §5): vehicle, service, date (not before today, UK) and
 * an hourly time from 09:00 to 17:00, all required; disabled with no saved vehicle. The server
 * stores the appointment, e-mails a calendar file and refuses a slot the vehicle already has.
 */
export function ScheduleServiceDialog({ vehicleId = "", trigger }: ScheduleServiceDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <CalendarPlus aria-hidden="true" />
            Schedule Service
          </Button>
        )}
      </DialogTrigger>
      <DialogContent closeLabel="Close Schedule Service">
        <DialogHeader>
          <DialogTitle>Schedule Service</DialogTitle>
          <DialogDescription>Book a service for one of your saved vehicles.</DialogDescription>
        </DialogHeader>
        {open && <ScheduleForm initialVehicleId={vehicleId} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type Field = "vehicleId" | "serviceType" | "date" | "hour";

function ScheduleForm({
  initialVehicleId,
  onDone,
}: {
  initialVehicleId: string;
  onDone: () => void;
}) {
  const vehicles = useVehicles(undefined, 100);
  const book = useBookAppointment();
  const today = londonDate(new Date());
  const [values, setValues] = useState({
    vehicleId: initialVehicleId,
    serviceType: "",
    date: "",
    time: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors({});
  };
  const vehicleOptions = (vehicles.data?.items ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: `${displayVehicle({ vehicleMake: vehicle.make, vehicleModel: vehicle.model })} (${displayRegistration(vehicle.registration)})`,
  }));
  const noVehicles = vehicles.isSuccess && vehicleOptions.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = (["vehicleId", "serviceType", "date", "time"] as const).filter(
      (name) => values[name] === "",
    );
    if (missing.length > 0) {
      setErrors(
        Object.fromEntries(missing.map((name) => [name === "time" ? "hour" : name, M.missing])),
      );
      toast.error(M.missingTitle, { description: M.missing });
      return;
    }
    const hour = Number(values.time.slice(0, 2));
    book.mutate(
      {
        vehicleId: values.vehicleId,
        serviceType: values.serviceType as (typeof SCHEDULER_SERVICES)[number]["value"],
        date: values.date,
        hour,
      },
      {
        onSuccess: (appointment) => {
          toast.success(M.scheduledTitle, {
            description: `${appointmentDay(appointment.date)} at ${appointmentTime(appointment.hour)}. We've e-mailed you the details with a calendar file.`,
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            setErrors(error.fields as Partial<Record<Field, string>>);
          }
          toast.error("Error", { description: messageOf(error, "Failed to schedule the service") });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {noVehicles && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Save a vehicle first: add one in the Vehicles tab, or request a quote for it.
        </p>
      )}
      <OptionSelect
        id="schedule-vehicle"
        label="Vehicle"
        placeholder={vehicles.isPending ? "Loading your vehicles..." : "Choose a vehicle"}
        options={vehicleOptions}
        value={values.vehicleId}
        onChange={set("vehicleId")}
        error={errors.vehicleId}
      />
      <OptionSelect
        id="schedule-service"
        label="Service"
        placeholder="Choose a service"
        options={SCHEDULER_SERVICES}
        value={values.serviceType}
        onChange={set("serviceType")}
        error={errors.serviceType}
      />
      <FormField id="schedule-date" label="Date" error={errors.date}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            min={today}
            max={addCalendarDays(today, APPOINTMENT_MAX_DAYS_AHEAD)}
            value={values.date}
            onChange={(event) => set("date")(event.target.value)}
          />
        )}
      </FormField>
      <OptionSelect
        id="schedule-time"
        label="Time"
        placeholder="Choose a time"
        options={TIME_OPTIONS}
        value={values.time}
        onChange={set("time")}
        error={errors.hour}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={noVehicles || book.isPending}>
          {book.isPending ? "Scheduling..." : "Schedule Service"}
        </Button>
      </DialogFooter>
    </form>
  );
}
