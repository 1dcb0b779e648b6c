import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type OutboxFilter, useOutboxCount } from "../api/outbox";

const COUNTED: readonly { status: OutboxFilter; label: string }[] = [
  { status: "queued", label: "Queued" },
  { status: "sending", label: "Sending" },
  { status: "sent", label: "Sent" },
  { status: "failed", label: "Failed" },
];

function Count({
  status,
  label,
  refetchInterval,
}: (typeof COUNTED)[number] & {
  refetchInterval: number;
}) {
  const count = useOutboxCount(status, refetchInterval);
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">
        {count.data ?? (count.isError ? "–" : "…")}
      </dd>
    </div>
  );
}

/**
 * The log at a glance: how many e-mails are in each state (each the total the API gives for
 * that filter), and whether any failed e-mail is waiting for a resend.
 */
export function DeliverySummary(props: { refetchInterval: number; onShowFailed: () => void }) {
  const failed = useOutboxCount("failed", props.refetchInterval);
  return (
    <section aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className="sr-only">
        Delivery at a glance
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTED.map((item) => (
          <Count key={item.status} {...item} refetchInterval={props.refetchInterval} />
        ))}
      </dl>
      {failed.data !== undefined &&
        (failed.data > 0 ? (
          <div
            role="status"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            <p className="font-medium">
              {failed.data === 1
                ? "1 e-mail failed and needs a resend"
                : `${failed.data} e-mails failed and need a resend`}
            </p>
            <Button size="sm" variant="outline" onClick={props.onShowFailed}>
              Show failed
            </Button>
          </div>
        ) : (
          <p
            role="status"
            className="mt-3 flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            No failed e-mails
          </p>
        ))}
    </section>
  );
}
