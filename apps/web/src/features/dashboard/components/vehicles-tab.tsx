import {
  APPOINTMENT_PHASE_LABELS,
  appointmentDay,
  appointmentPhase,
  describeServices,
  displayRegistration,
  displayVehicle,
  formatGBP,
  requestStatusLabel,
  schedulerServiceLabel,
} from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus, Car, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { PagedList } from "@/components/paged-list";
import { ReceiptLink } from "@/components/receipt-link";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { formatCalendarDate, formatLondonDate } from "@/lib/format";
import { paths } from "@/lib/paths";
import {
  type SavedVehicle,
  type SavedVehicleCreateBody,
  savedVehicleCreateRequest,
} from "@/lib/schemas";
import { useAddVehicle, useRemoveVehicle, useVehicleHistory, useVehicles } from "../api/vehicles";
import { ScheduleServiceDialog } from "./schedule-service-dialog";

const LOAD_FAILED = "Failed to load your vehicles";

const nameOf = (vehicle: SavedVehicle) =>
  displayVehicle({ vehicleMake: vehicle.make, vehicleModel: vehicle.model });

function AddVehicleForm() {
  const form = useForm<SavedVehicleCreateBody>({
    resolver: zodResolver(savedVehicleCreateRequest),
    defaultValues: { registration: "" },
  });
  const add = useAddVehicle();
  const id = useId();
  const error = form.formState.errors.registration?.message;

  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: (vehicle) => {
        toast.success("Vehicle Added", {
          description: `${nameOf(vehicle)} (${displayRegistration(vehicle.registration)}) is saved.`,
        });
        form.reset();
      },
      onError: (failure) => {
        const message = messageOf(failure, "Failed to add the vehicle");
        form.setError("registration", { type: "server", message });
        toast.error("Error", { description: message });
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2"
      aria-label="Add Vehicle"
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <Label htmlFor={id}>Registration number</Label>
        <Controller
          control={form.control}
          name="registration"
          render={({ field }) => (
            <Input
              {...fieldAria(id, error)}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              autoComplete="off"
              placeholder="e.g. AB12 CDE"
            />
          )}
        />
        <FieldError id={id} message={error} />
      </div>
      <Button type="submit" disabled={add.isPending}>
        <Plus aria-hidden="true" />
        {add.isPending ? "Finding..." : "Add Vehicle"}
      </Button>
    </form>
  );
}

function HistoryDialog({ vehicle }: { vehicle: SavedVehicle }) {
  const [open, setOpen] = useState(false);
  const history = useVehicleHistory(vehicle.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Service History
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close service history" className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Service History</DialogTitle>
          <DialogDescription>
            {nameOf(vehicle)} ({displayRegistration(vehicle.registration)})
          </DialogDescription>
        </DialogHeader>
        {!history.data ? (
          <p role="status" className="text-slate-600">
            {history.isError ? "We couldn't load the history." : "Loading the history..."}
          </p>
        ) : history.data.requests.length === 0 && history.data.appointments.length === 0 ? (
          <p className="text-slate-600">Nothing yet for this vehicle.</p>
        ) : (
          <div className="flex flex-col gap-4 text-sm">
            {history.data.appointments.length > 0 && (
              <section aria-label="Appointments">
                <h3 className="font-semibold text-slate-900">Appointments</h3>
                <ul className="mt-1 flex flex-col gap-1">
                  {history.data.appointments.map((appointment) => (
                    <li key={appointment.id}>
                      {appointmentDay(appointment.date)} at {appointment.time}:{" "}
                      {schedulerServiceLabel(appointment.serviceType)} (
                      {APPOINTMENT_PHASE_LABELS[appointmentPhase(appointment, new Date())]})
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {history.data.requests.length > 0 && (
              <section aria-label="Quote requests">
                <h3 className="font-semibold text-slate-900">Quote requests</h3>
                <ul className="mt-1 flex flex-col gap-2">
                  {history.data.requests.map((request) => (
                    <li key={request.id} className="rounded-md border border-slate-200 p-2">
                      <p className="font-medium text-slate-900">
                        {describeServices(request.services)} · {requestStatusLabel(request.status)}
                      </p>
                      <p className="text-slate-600">{formatLondonDate(request.createdAt)}</p>
                      {request.acceptedQuote && (
                        <p>Accepted quote: {formatGBP(request.acceptedQuote.pricePence)}</p>
                      )}
                      {request.payments
                        .filter((payment) => payment.status === "completed")
                        .map((payment) => (
                          <div
                            key={payment.id}
                            className="mt-1 flex flex-wrap items-center justify-between gap-2"
                          >
                            <p>Service fee paid: {formatGBP(payment.amountPence)}</p>
                            {payment.receiptNumber && (
                              <ReceiptLink paymentId={payment.id} number={payment.receiptNumber} />
                            )}
                          </div>
                        ))}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function VehicleCard({ vehicle }: { vehicle: SavedVehicle }) {
  const remove = useRemoveVehicle();
  const name = nameOf(vehicle);
  const headingId = `vehicle-${vehicle.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {displayRegistration(vehicle.registration)}
          </h3>
          <p className="text-slate-800">{name}</p>
        </div>
        <Car className="size-6 text-brand-700" aria-hidden="true" />
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-medium">Added: </dt>
          <dd className="inline">{formatLondonDate(vehicle.createdAt)}</dd>
        </div>
        {vehicle.motDueDate && (
          <div>
            <dt className="inline font-medium">MOT due: </dt>
            <dd className="inline">{formatCalendarDate(vehicle.motDueDate)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <ScheduleServiceDialog
          vehicleId={vehicle.id}
          trigger={
            <Button size="sm">
              <CalendarPlus aria-hidden="true" />
              Schedule Service
            </Button>
          }
        />
        <HistoryDialog vehicle={vehicle} />
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${displayRegistration(vehicle.registration)}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          }
          title="Remove this vehicle?"
          description={`${name} (${displayRegistration(vehicle.registration)}) will no longer be saved. Its quote requests stay.`}
          confirmLabel="Remove"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(vehicle.id, {
              onSuccess: () => toast.success("Vehicle Removed"),
              onError: (error) =>
                toast.error("Error", {
                  description: messageOf(error, "Failed to remove the vehicle"),
                }),
            })
          }
        />
      </div>
    </article>
  );
}

/** The Vehicles tab (spec 001 §2): saved vehicles, Add Vehicle, Schedule Service per vehicle. */
export function VehiclesTab() {
  const pages = useCursorPages();
  const query = useVehicles(pages.cursor);

  useEffect(() => {
    if (query.isError) toast.error("Error", { description: LOAD_FAILED });
  }, [query.isError]);

  return (
    <section aria-labelledby="vehicles-heading" className="flex flex-col gap-4">
      <h2 id="vehicles-heading" className="text-xl font-semibold text-slate-900">
        Your Vehicles
      </h2>
      <AddVehicleForm />
      <PagedList
        query={query}
        loading="Loading your vehicles..."
        failed={LOAD_FAILED}
        empty={
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <Car className="size-10 text-slate-500" aria-hidden="true" />
            <p className="mt-3 text-lg font-semibold text-slate-900">No vehicles saved</p>
            <Button className="mt-5" variant="outline" asChild>
              <Link to={paths.quoteRequest}>Add Vehicle</Link>
            </Button>
          </div>
        }
        pagesLabel="Vehicle pages"
        cursorPages={pages}
        itemKey={(vehicle) => vehicle.id}
        className="grid gap-4 sm:grid-cols-2"
      >
        {(vehicle) => <VehicleCard vehicle={vehicle} />}
      </PagedList>
    </section>
  );
}
