import {
  appointmentTime,
  displayRegistration,
  displayUkPhone,
  displayVehicle,
  formatGBP,
  schedulerServiceLabel,
  serviceLabel,
} from "@automobi/domain";
import { CheckCircle2, Phone } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CursorPager } from "@/components/cursor-pager";
import { Detail } from "@/components/detail";
import { LoadFailed } from "@/components/load-failed";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { formatCalendarDate, formatLondonDate } from "@/lib/format";
import { GARAGE_PORTAL_MESSAGES, type GarageJob } from "@/lib/schemas";
import { useCompleteJob, useJobs } from "../api/portal";

/** One paid job: the work, the customer's contact details and any appointment, and Mark as done. */
function JobCard({ job }: { job: GarageJob }) {
  const [confirming, setConfirming] = useState(false);
  const complete = useCompleteJob();
  const headingId = `job-${job.id}`;
  const vehicle = displayVehicle(job);
  const done = job.requestStatus === "completed";
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {job.vehicleYear ? `${vehicle} (${job.vehicleYear})` : vehicle},{" "}
          {displayRegistration(job.vehicleRegistration)}
        </h3>
        {done ? <Badge tone="success">Done</Badge> : <Badge tone="info">Paid</Badge>}
      </div>
      <p className="mt-1 text-sm text-slate-700">{job.services.map(serviceLabel).join(", ")}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Detail term="Customer">{job.customer.name}</Detail>
        <Detail term="Phone">
          <a
            href={`tel:${job.customer.phone}`}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {displayUkPhone(job.customer.phone)}
          </a>
        </Detail>
        <Detail term="Postcode">{job.customer.postcode}</Detail>
        <Detail term="Your quote">{formatGBP(job.pricePence)}</Detail>
        <Detail term="Appointment">
          {job.appointment
            ? `${formatCalendarDate(job.appointment.date)}, ${appointmentTime(job.appointment.hour)} (${schedulerServiceLabel(job.appointment.service)})`
            : "None booked yet"}
        </Detail>
        <Detail term="Accepted">{formatLondonDate(job.acceptedAt)}</Detail>
        {job.completedAt && <Detail term="Done">{formatLondonDate(job.completedAt)}</Detail>}
      </dl>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
        {job.requestDescription}
      </p>
      {!done && (
        <div className="mt-3">
          <Button size="sm" onClick={() => setConfirming(true)} disabled={complete.isPending}>
            <CheckCircle2 aria-hidden="true" />
            Mark as done
            <span className="sr-only"> for the {vehicle}</span>
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Mark this job as done?"
            description={`The customer's request for the ${vehicle} is completed.`}
            confirmLabel="Mark as done"
            confirmVariant="primary"
            pending={complete.isPending}
            onConfirm={() =>
              complete.mutate(job.id, {
                onSuccess: () => {
                  toast.success(GARAGE_PORTAL_MESSAGES.jobDone, { description: vehicle });
                  setConfirming(false);
                },
                onError: (error) => {
                  toast.error("Error", {
                    description: messageOf(error, "Failed to mark the job as done"),
                  });
                  setConfirming(false);
                },
              })
            }
          />
        </div>
      )}
    </article>
  );
}

/** The garage's paid jobs, most recently accepted first, a page at a time. */
export function Jobs() {
  const pages = useCursorPages();
  const jobs = useJobs(pages.cursor);
  const page = jobs.data;
  return (
    <section aria-labelledby="jobs-heading" className="mt-8">
      <h2 id="jobs-heading" className="text-lg font-semibold text-slate-900">
        Jobs
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Quotes a customer accepted and paid the service fee for: their contact details are yours.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {jobs.isError ? (
          <LoadFailed
            title="Failed to load your jobs"
            retrying={jobs.isFetching}
            onRetry={() => void jobs.refetch()}
          />
        ) : !page ? (
          <p role="status" className="text-sm text-slate-600">
            Loading your jobs...
          </p>
        ) : page.items.length === 0 ? (
          <p className="text-sm text-slate-700">No paid jobs yet.</p>
        ) : (
          page.items.map((job) => <JobCard key={job.id} job={job} />)
        )}
      </div>
      <CursorPager label="Job pages" pages={pages} nextCursor={page?.nextCursor} />
    </section>
  );
}
