import {
  appointmentTime,
  displayRegistration,
  displayUkPhone,
  displayVehicle,
  ERASED_TEXT,
  formatGBP,
  schedulerServiceLabel,
  serviceLabel,
} from "@automobi/domain";
import { CheckCircle2, Phone } from "lucide-react";
import { Detail } from "@/components/detail";
import { Badge } from "@/components/ui/badge";
import { useCursorPages } from "@/lib/cursor-pages";
import { formatCalendarDate, formatLondonDate } from "@/lib/format";
import { GARAGE_PORTAL_MESSAGES, type GarageJob } from "@/lib/schemas";
import { useCompleteJob, useJobs } from "../api/portal";
import { ConfirmedAction } from "./confirmed-action";
import { PortalList } from "./portal-list";

/** One paid job: the work, the customer's contact details and any appointment, and Mark as done. */
function JobCard({ job }: { job: GarageJob }) {
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
          {job.customer.phone === "" ? (
            ERASED_TEXT
          ) : (
            <a
              href={`tel:${job.customer.phone}`}
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {displayUkPhone(job.customer.phone)}
            </a>
          )}
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
        <ConfirmedAction
          icon={<CheckCircle2 aria-hidden="true" />}
          label="Mark as done"
          spokenItem={` for the ${vehicle}`}
          title="Mark this job as done?"
          description={`The customer's request for the ${vehicle} is completed.`}
          confirmVariant="primary"
          item={vehicle}
          success={GARAGE_PORTAL_MESSAGES.jobDone}
          failure="Failed to mark the job as done"
          pending={complete.isPending}
          run={(callbacks) => complete.mutate(job.id, callbacks)}
        />
      )}
    </article>
  );
}

/** The garage's paid jobs, most recently accepted first, a page at a time. */
export function Jobs() {
  const pages = useCursorPages();
  return (
    <PortalList
      id="jobs"
      title="Jobs"
      intro={() => (
        <p className="mt-1 text-sm text-slate-600">
          Quotes a customer accepted and paid the service fee for: their contact details are yours.
        </p>
      )}
      query={useJobs(pages.cursor)}
      pages={pages}
      failedTitle="Failed to load your jobs"
      loadingText="Loading your jobs..."
      emptyText="No paid jobs yet."
      pagerLabel="Job pages"
      item={(job) => <JobCard key={job.id} job={job} />}
    />
  );
}
