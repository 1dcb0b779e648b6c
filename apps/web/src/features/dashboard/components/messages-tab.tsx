import { displayVehicleWithRegistration, type TicketMessageKind } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquare, Send } from "lucide-react";
import { type ReactNode, useEffect, useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { PagedList } from "@/components/paged-list";
import { TicketThread } from "@/components/ticket-thread";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { formatLondonDateTime } from "@/lib/format";
import {
  type CustomerConversation,
  type CustomerMessage,
  type CustomerMessageListItem,
  type CustomerReplyBody,
  customerReplyRequest,
} from "@/lib/schemas";
import { type ReplyTarget, useCustomerMessages, useReply } from "../api/messages";

const LOAD_FAILED = "Failed to load messages";
const REPLY_FAILED = "Failed to send reply";

function ReplyForm({ target }: { target: ReplyTarget }) {
  const form = useForm<CustomerReplyBody>({
    resolver: zodResolver(customerReplyRequest),
    defaultValues: { message: "" },
  });
  const reply = useReply();
  const id = useId();
  const blank = (useWatch({ control: form.control, name: "message" }) ?? "").trim() === "";
  const error = form.formState.errors.message?.message;

  const submit = form.handleSubmit(({ message }) => {
    if (reply.isPending) return;
    reply.mutate(
      { target, message },
      {
        onSuccess: () => {
          toast.success("Reply Sent", { description: "Our support team will get back to you." });
          form.reset();
        },
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, ["message"]);
          toast.error("Error", { description: messageOf(failure, REPLY_FAILED) });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <Label htmlFor={id}>Your reply</Label>
      <Textarea {...fieldAria(id, error)} {...form.register("message")} rows={3} />
      <FieldError id={id} message={error} />
      <Button type="submit" size="sm" className="self-start" disabled={blank || reply.isPending}>
        <Send aria-hidden="true" />
        {reply.isPending ? "Sending..." : "Send Reply"}
      </Button>
    </form>
  );
}

/** A card of the Messages tab: its heading, the time it was last written to, and its body. */
function MessageArticle(props: {
  id: string;
  title: string;
  at: string;
  about: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={props.id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={props.id} className="font-semibold break-words text-slate-900">
          {props.title}
        </h3>
        <time className="text-sm text-slate-600" dateTime={props.at}>
          {formatLondonDateTime(props.at)}
        </time>
      </div>
      <p className="text-sm text-slate-600">{props.about}</p>
      {props.children}
    </article>
  );
}

function MessageCard({ message }: { message: CustomerMessage }) {
  return (
    <MessageArticle
      id={`message-${message.id}`}
      title={message.subject}
      at={message.sentAt}
      about={`About your ${displayVehicleWithRegistration(message)}`}
    >
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
        {message.message}
      </p>
      {message.replies.length > 0 && (
        <section aria-label="Your replies" className="mt-3 border-l-2 border-brand-200 pl-3">
          <ul className="flex flex-col gap-2">
            {message.replies.map((reply) => (
              <li key={reply.id} className="text-sm">
                <p className="break-words whitespace-pre-line text-slate-800">{reply.message}</p>
                <time className="text-xs text-slate-600" dateTime={reply.createdAt}>
                  You replied {formatLondonDateTime(reply.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReplyForm target={{ messageId: message.id }} />
    </MessageArticle>
  );
}

/** Who wrote a row of a conversation, as the customer reads it. */
const AUTHOR: Readonly<Record<TicketMessageKind, string>> = {
  reply: "You replied",
  rejection_feedback: "You rejected a quote",
  contact: "You wrote",
  response: "Customer service answered",
};

/**
 * A conversation with customer service (a support ticket): everything the customer wrote about
 * a request (replies, rejection reasons) and every answer from the team, oldest first, and a
 * reply box (a reply to a closed one starts a new conversation).
 */
function ConversationCard({ conversation }: { conversation: CustomerConversation }) {
  const about = conversation.vehicle
    ? ` about your ${displayVehicleWithRegistration(conversation.vehicle)}`
    : "";
  return (
    <MessageArticle
      id={`conversation-${conversation.id}`}
      title={conversation.subject}
      at={conversation.updatedAt}
      about={`Your conversation with customer service${about}${conversation.status === "closed" ? " (closed)" : ""}`}
    >
      <div className="mt-3">
        <TicketThread
          rows={conversation.thread}
          subject={conversation.subject}
          indent="customer"
          author={(row) => <span className="font-semibold text-slate-900">{AUTHOR[row.kind]}</span>}
        />
      </div>
      {/* A conversation about no request is answered by e-mail only. */}
      {conversation.quoteRequestId && <ReplyForm target={{ ticketId: conversation.id }} />}
    </MessageArticle>
  );
}

function MessagesItem({ item }: { item: CustomerMessageListItem }) {
  return item.type === "ticket" ? (
    <ConversationCard conversation={item} />
  ) : (
    <MessageCard message={item} />
  );
}

/**
 * The Messages tab: 'Messages from Support' and the customer's conversations with customer
 * service, latest first; each has a reply box.
 */
export function MessagesTab() {
  const pages = useCursorPages();
  const query = useCustomerMessages(pages.cursor);

  useEffect(() => {
    if (query.isError) toast.error("Error", { description: LOAD_FAILED });
  }, [query.isError]);

  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Messages from Support
      </h2>
      <PagedList
        query={query}
        loading="Loading your messages..."
        failed={LOAD_FAILED}
        empty={
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <MessageSquare className="size-10 text-slate-500" aria-hidden="true" />
            <p className="mt-3 text-lg font-semibold text-slate-900">No messages yet</p>
          </div>
        }
        pagesLabel="Message pages"
        cursorPages={pages}
        itemKey={(item) => item.id}
        className="flex flex-col gap-4"
      >
        {(item) => <MessagesItem item={item} />}
      </PagedList>
    </section>
  );
}
