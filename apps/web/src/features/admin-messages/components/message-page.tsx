import { shortId, TEXT_LIMITS } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Send } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useParams } from "react-router";
import { AdminShell } from "@/components/admin/admin-shell";
import { FormField } from "@/components/form/form-field";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import type { MessageNavigationState } from "@/lib/admin/message-state";
import { ApiError } from "@/lib/api-client";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { formatLondonDateTime } from "@/lib/format";
import { paths } from "@/lib/paths";
import {
  type AdminMessage,
  type AdminMessageSendBody,
  adminMessageSendRequest,
} from "@/lib/schemas";
import { useMessageHistory, useSendMessage } from "../api/messages";

const MESSAGE_FIELDS = ["subject", "message"] as const;

function SendMessageForm({ requestId }: { requestId: string }) {
  const form = useForm<AdminMessageSendBody>({
    // raw: the API takes the message as typed and applies the same schema itself.
    resolver: zodResolver(adminMessageSendRequest, undefined, { raw: true }),
    defaultValues: { subject: "", message: "" },
  });
  const { errors } = form.formState;
  const send = useSendMessage(requestId);

  const submit = form.handleSubmit(
    (values) => {
      send.mutate(values, {
        onSuccess: () => {
          toast.success(ADMIN_TOASTS.messageSent, {
            description: ADMIN_TOASTS.messageSentDescription,
          });
          form.reset();
        },
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, MESSAGE_FIELDS);
          const description =
            failure instanceof ApiError && failure.status === 401
              ? ADMIN_TOASTS.notAuthenticated
              : messageOf(failure, ADMIN_TOASTS.sendMessageFailed);
          toast.error("Error", { description });
        },
      });
    },
    // Each field shows its own message; the toast names the first (the spec's missing fields).
    (invalid) => {
      const first = MESSAGE_FIELDS.map((name) => invalid[name]?.message).find(Boolean);
      toast.error("Error", { description: first ?? ADMIN_TOASTS.missingFields });
    },
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField id="message-subject" label="Subject" error={errors.subject?.message}>
        {(aria) => (
          <Input {...aria} maxLength={TEXT_LIMITS.subject} {...form.register("subject")} />
        )}
      </FormField>
      <FormField id="message-body" label="Message" error={errors.message?.message}>
        {(aria) => <Textarea {...aria} rows={5} {...form.register("message")} />}
      </FormField>
      <Button type="submit" className="self-start" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}

/**
 * One message in the history, with the customer's replies under it. Rejection feedback is the
 * customer's own words, so it is shown from them, not from the inbox it went to.
 */
function HistoryItem({ item }: { item: AdminMessage }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{item.subject}</h3>
        <time className="text-sm text-slate-600" dateTime={item.sentAt}>
          {formatLondonDateTime(item.sentAt)}
        </time>
      </div>
      <p className="text-sm break-all text-slate-600">
        From {item.from}
        {item.kind === "rejection_feedback" && " (the customer's rejection feedback)"}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{item.message}</p>
      {item.replies.length > 0 && (
        <section aria-label="Customer Replies" className="mt-3 border-l-2 border-brand-200 pl-3">
          <h4 className="text-sm font-semibold text-slate-900">Customer Replies</h4>
          <ul className="mt-1 flex flex-col gap-2">
            {item.replies.map((reply) => (
              <li key={reply.id} className="text-sm">
                <p className="break-words whitespace-pre-line text-slate-800">{reply.message}</p>
                <time className="text-xs text-slate-600" dateTime={reply.createdAt}>
                  {formatLondonDateTime(reply.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * Customer Messaging (spec 001 §2): write to the customer of one request and read the history
 * with their replies. The request id in the address is the source of truth.
 */
export function MessagePage() {
  const { quoteRequestId = "" } = useParams();
  const state = useLocation().state as MessageNavigationState | null;
  const pages = useCursorPages();
  const history = useMessageHistory(quoteRequestId, pages.cursor);
  const recipient = history.data?.request;
  const email = recipient?.customerEmail ?? state?.customerEmail;
  const vehicle = recipient?.vehicle ?? state?.vehicle;

  useEffect(() => {
    if (history.isError && !(history.error instanceof ApiError && history.error.status === 404)) {
      toast.error("Error", { description: ADMIN_TOASTS.loadMessagesFailed });
    }
  }, [history.isError, history.error]);

  const notFound = history.error instanceof ApiError && history.error.status === 404;

  return (
    <AdminShell
      title="Customer Messaging"
      subtitle={email ? `To ${email}${vehicle ? ` about the ${vehicle}` : ""}` : undefined}
      aside={
        <Button variant="outline" asChild>
          <Link to={paths.admin.entry}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      }
    >
      {notFound ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          This quote request does not exist, or it has been permanently deleted.
        </p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Send Message</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid gap-2 text-sm sm:grid-cols-2">
                <div className="rounded-md bg-slate-50 p-2">
                  <dt className="font-medium text-slate-600">To</dt>
                  <dd className="break-all text-slate-900">{email ?? "Loading..."}</dd>
                </div>
                <div className="rounded-md bg-slate-50 p-2">
                  <dt className="font-medium text-slate-600">Quote Request ID</dt>
                  <dd className="text-slate-900">{shortId(quoteRequestId)}</dd>
                </div>
              </dl>
              <SendMessageForm requestId={quoteRequestId} />
            </CardContent>
          </Card>
          <section aria-labelledby="history-heading">
            <h2 id="history-heading" className="mb-3 text-xl font-semibold text-slate-900">
              Message History
            </h2>
            <PagedList
              query={history}
              loading="Loading messages..."
              failed={ADMIN_TOASTS.loadMessagesFailed}
              empty="No messages sent yet"
              pagesLabel="Message pages"
              cursorPages={pages}
              itemKey={(item) => item.id}
            >
              {(item) => <HistoryItem item={item} />}
            </PagedList>
          </section>
        </div>
      )}
    </AdminShell>
  );
}
