import {
  budgetRangeLabel,
  describeServices,
  displayRegistration,
  displayUkPhone,
  displayVehicle,
  partsPreferenceLabel,
  requestStatusLabel,
  timeframeLabel,
  travelDistanceLabel,
} from "@automobi/domain";
import { MessageSquare, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { PhotoThumbnails } from "@/components/photo-thumbnails";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Link } from "@/components/ui/link";
import { messageState } from "@/lib/admin/message-state";
import { formatLondonDateTime } from "@/lib/format";
import { paths } from "@/lib/paths";
import type { AdminQuoteRequest } from "@/lib/schemas";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}

/** View Details: everything the customer told us, with Send Message and Call Customer. */
export function RequestDetailsDialog({ request }: { request: AdminQuoteRequest }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          View Details
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close details" className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request Details</DialogTitle>
          <DialogDescription>
            {displayVehicle(request)} for {request.customerEmail}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <Section title="Customer">
            <Row term="Email">{request.customerEmail}</Row>
            <Row term="Mobile">{request.mobile ? displayUkPhone(request.mobile) : "No mobile"}</Row>
            {request.phoneNumber && <Row term="Phone">{displayUkPhone(request.phoneNumber)}</Row>}
            <Row term="Postcode">{request.postcode || "No postcode"}</Row>
          </Section>
          <Section title="Vehicle">
            <Row term="Vehicle">{displayVehicle(request)}</Row>
            <Row term="Registration">{displayRegistration(request.vehicleRegistration)}</Row>
          </Section>
          <Section title="Service details">
            <Row term="Services">{describeServices(request.services)}</Row>
            <Row term="Description">{request.description}</Row>
            {request.damageType && <Row term="Damage type">{request.damageType}</Row>}
          </Section>
          <Section title="Preferences">
            <Row term="Budget">{budgetRangeLabel(request.budgetRange)}</Row>
            <Row term="Travel distance">{travelDistanceLabel(request.travelDistance)}</Row>
            <Row term="Timeframe">{timeframeLabel(request.timeframe)}</Row>
            {request.availability && <Row term="Availability">{request.availability}</Row>}
            <Row term="Parts">{partsPreferenceLabel(request.partsPreference)}</Row>
          </Section>
          {request.photos.length > 0 && (
            <section>
              <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                Photos
              </h3>
              <PhotoThumbnails photos={request.photos} />
            </section>
          )}
          <Section title="Timeline">
            <Row term="Submitted">{formatLondonDateTime(request.createdAt)}</Row>
            <Row term="Last updated">{formatLondonDateTime(request.updatedAt)}</Row>
            <Row term="Status">{requestStatusLabel(request.status, "admin")}</Row>
          </Section>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.admin.message.href(request.id)} state={messageState(request)}>
              <MessageSquare aria-hidden="true" />
              Send Message
            </Link>
          </Button>
          {request.mobile && (
            <Button variant="outline" asChild>
              <a href={`tel:${request.mobile.replace(/\s+/g, "")}`}>
                <Phone aria-hidden="true" />
                Call Customer
              </a>
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
