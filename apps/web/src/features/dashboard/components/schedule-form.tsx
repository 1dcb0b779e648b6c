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
  type Option,
  SCHEDULER_SERVICES,
} from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { appointmentCreateRequest } from "@/lib/schemas";
import { useBookAppointment } from "../api/appointments";
import { useVehicles } from "../api/vehicles";

const TIME_OPTIONS = APPOINTMENT_TIMES.map((time) => ({ value: time, label: time }));

const FIELDS = ["vehicleId", "serviceType", "date", "hour"] as const;

/** The Schedule Service form (the dialog in schedule-service-dialog.tsx), downloaded when first opened. */
export function ScheduleForm({
  initialVehicleId,
  onDone,
}: {
  initialVehicleId: string;
  onDone: () => void;
}) {
  const vehicles = useVehicles(undefined, 100);
  const book = useBookAppointment();
  const today = londonDate(new Date());
  const form = useForm({
    resolver: zodResolver(appointmentCreateRequest),
    defaultValues: { vehicleId: initialVehicleId, serviceType: "", date: "" },
  });
  const { errors } = form.formState;
  const vehicleOptions = (vehicles.data?.items ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: `${displayVehicle({ vehicleMake: vehicle.make, vehicleModel: vehicle.model })} (${displayRegistration(vehicle.registration)})`,
  }));
  const noVehicles = vehicles.isSuccess && vehicleOptions.length === 0;

  const submit = form.handleSubmit(
    (body) =>
      book.mutate(body, {
        onSuccess: (appointment) => {
          toast.success(M.scheduledTitle, {
            description: `${appointmentDay(appointment.date)} at ${appointmentTime(appointment.hour)}. We've e-mailed you the details with a calendar file.`,
          });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, FIELDS);
          toast.error("Error", { description: messageOf(error, "Failed to schedule the service") });
        },
      }),
    (invalid) => {
      if (FIELDS.some((name) => invalid[name]?.message === M.missing)) {
        toast.error(M.missingTitle, { description: M.missing });
      }
    },
  );

  const select = (
    name: "vehicleId" | "serviceType",
    props: { id: string; label: string; placeholder: string; options: readonly Option[] },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <OptionSelect
          {...props}
          value={typeof field.value === "string" ? field.value : ""}
          onChange={field.onChange}
          triggerRef={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {noVehicles && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Save a vehicle first: add one in the Vehicles tab, or request a quote for it.
        </p>
      )}
      {select("vehicleId", {
        id: "schedule-vehicle",
        label: "Vehicle",
        placeholder: vehicles.isPending ? "Loading your vehicles..." : "Choose a vehicle",
        options: vehicleOptions,
      })}
      {select("serviceType", {
        id: "schedule-service",
        label: "Service",
        placeholder: "Choose a service",
        options: SCHEDULER_SERVICES,
      })}
      <FormField id="schedule-date" label="Date" error={errors.date?.message}>
        {(aria) => (
          <Input
            {...aria}
            {...form.register("date")}
            type="date"
            min={today}
            max={addCalendarDays(today, APPOINTMENT_MAX_DAYS_AHEAD)}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="hour"
        render={({ field }) => (
          <OptionSelect
            id="schedule-time"
            label="Time"
            placeholder="Choose a time"
            options={TIME_OPTIONS}
            value={field.value === undefined ? "" : appointmentTime(field.value)}
            onChange={(time) => field.onChange(Number(time.slice(0, 2)))}
            triggerRef={field.ref}
            error={errors.hour?.message}
          />
        )}
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
