import { CalendarPlus } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogLoading } from "./dialog-loading";

const ScheduleForm = lazy(() =>
  import("./schedule-form").then((m) => ({ default: m.ScheduleForm })),
);

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
        {open && (
          <Suspense fallback={<DialogLoading />}>
            <ScheduleForm initialVehicleId={vehicleId} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
