import { REVIEW_TEXT_MAX, reviewSummaryText } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageSquareReply } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { Stars } from "@/components/stars";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate } from "@/lib/format";
import { type GarageReplyBody, type GarageReview, garageReplyRequest } from "@/lib/schemas";
import { useGarageReviews, useReplyToReview } from "../api/portal";
import { PortalList } from "./portal-list";

/** The garage's one public reply, written under the review; it cannot be changed once sent. */
function ReplyForm({ review, onDone }: { review: GarageReview; onDone: () => void }) {
  const reply = useReplyToReview();
  const id = useId();
  const form = useForm<GarageReplyBody>({
    resolver: zodResolver(garageReplyRequest),
    defaultValues: { text: "" },
  });
  const error = form.formState.errors.text?.message;
  const submit = form.handleSubmit((body) => {
    if (reply.isPending) return;
    reply.mutate(
      { reviewId: review.id, body },
      {
        onSuccess: () => {
          toast.success("Reply Posted", { description: "Customers now see it under the review." });
          onDone();
        },
        onError: (failure) => {
          const message = messageOf(failure, "Failed to post your reply");
          form.setError("text", { type: "server", message });
          toast.error("Error", { description: message });
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <Label htmlFor={id}>Your public reply</Label>
      <Textarea
        {...fieldAria(id, error)}
        {...form.register("text")}
        rows={3}
        maxLength={REVIEW_TEXT_MAX}
      />
      <FieldError id={id} message={error} />
      <p className="text-xs text-slate-600">
        Everyone who reads the review sees it. You can reply once, and not change it afterwards.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? "Posting..." : "Post Reply"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReviewCard({ review }: { review: GarageReview }) {
  const [replying, setReplying] = useState(false);
  const headingId = `review-${review.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <Stars stars={review.stars} />
        <span className="font-normal text-slate-600">
          Verified customer, {formatLondonDate(review.createdAt)}
        </span>
      </h3>
      {review.text ? (
        <p className="mt-2 break-words whitespace-pre-line text-slate-800">{review.text}</p>
      ) : (
        <p className="mt-2 text-slate-600">Stars only, no words.</p>
      )}
      {review.reply ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p className="font-medium text-slate-900">
            Your reply{review.repliedAt ? `, ${formatLondonDate(review.repliedAt)}` : ""}
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      ) : replying ? (
        <ReplyForm review={review} onDone={() => setReplying(false)} />
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          onClick={() => setReplying(true)}
          aria-describedby={headingId}
        >
          <MessageSquareReply aria-hidden="true" />
          Reply
        </Button>
      )}
    </article>
  );
}

/**
 * The garage's verified reviews (issue 31), newest first: the customers' stars and words
 * without who wrote them, and its one public reply to each. Reviews staff hid are not listed.
 */
export function GarageReviews() {
  const pages = useCursorPages();
  return (
    <PortalList
      id="reviews"
      title="Reviews"
      intro={(page) => {
        const summary = page && reviewSummaryText(page.starsTotal, page.total);
        return (
          <p className="mt-1 text-sm text-slate-600">
            Written by customers who paid and whose job you completed
            {summary ? `: ${summary}.` : "."}
          </p>
        );
      }}
      query={useGarageReviews(pages.cursor)}
      pages={pages}
      failedTitle="Failed to load your reviews"
      loadingText="Loading your reviews..."
      emptyText="No reviews yet: customers are asked for one when you mark their job as done."
      pagerLabel="Review pages"
      item={(review) => <ReviewCard key={review.id} review={review} />}
    />
  );
}
