import { RotateCcw } from "lucide-react";
import type { z } from "zod";
import { DateTime } from "@/components/admin/date-time";
import { Detail } from "@/components/detail";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cx } from "@/lib/class-names";
import { messageOf } from "@/lib/error-message";
import type { outboxEntry } from "@/lib/schemas";
import { useResendEmail } from "../api/outbox";
import {
  EMAIL_LOG_MESSAGES,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUS_TONES,
} from "./email-log-messages";

type OutboxEntry = z.input<typeof outboxEntry>;

/** One e-mail in the log: who it went to, how it fared, and Resend when it failed. */
export function OutboxEntryCard({ entry }: { entry: OutboxEntry }) {
  const resend = useResendEmail();
  const failed = entry.status === "failed";
  const headingId = `email-${entry.id}`;

  const resendNow = () =>
    resend.mutate(entry.id, {
      onSuccess: () => toast.success(EMAIL_LOG_MESSAGES.resent),
      onError: (error) =>
        toast.error("Error", { description: messageOf(error, EMAIL_LOG_MESSAGES.resendFailed) }),
    });

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        "rounded-xl border bg-white p-4 shadow-sm",
        failed ? "border-red-300 border-l-4 border-l-red-600" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
          {entry.subject}
        </h3>
        <Badge tone={OUTBOX_STATUS_TONES[entry.status]}>{OUTBOX_STATUS_LABELS[entry.status]}</Badge>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="min-w-0 break-all sm:col-span-2">
          <dt className="inline font-medium text-slate-700">To: </dt>
          <dd className="inline text-slate-900">{entry.to}</dd>
        </div>
        <Detail term="Attempts">{entry.attempts}</Detail>
        <Detail term="Created">
          <DateTime instant={entry.createdAt} />
        </Detail>
        {entry.sentAt && (
          <Detail term="Sent">
            <DateTime instant={entry.sentAt} />
          </Detail>
        )}
        {entry.status === "pending" && (
          <Detail term="Next try">
            <DateTime instant={entry.nextAttemptAt} />
          </Detail>
        )}
      </dl>
      {entry.lastError && (
        <div
          className={cx(
            "mt-3 rounded-lg px-3 py-2 text-sm break-words",
            failed ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-900",
          )}
        >
          <span className="font-medium">Last error: </span>
          {entry.lastError}
        </div>
      )}
      {failed && (
        <div className="mt-3">
          <Button size="sm" variant="outline" disabled={resend.isPending} onClick={resendNow}>
            <RotateCcw aria-hidden="true" />
            Resend
            <span className="sr-only"> {entry.subject}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
