import { REVIEW_HIDE_REASON_MAX } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { CursorPager } from "@/components/cursor-pager";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { Stars } from "@/components/stars";
import { Badge } from "@/components/ui/badge";
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
import { toast } from "@/components/ui/toast";
import { useCursorPages } from "@/lib/cursor-pages";
import { messageOf } from "@/lib/error-message";
import { formatLondonDate } from "@/lib/format";
import {
  type AdminReview,
  type GarageEntry,
  type HideReviewBody,
  hideReviewRequest,
} from "@/lib/schemas";
import { useGarageReviews, useHideReview } from "../api/garages";

/**
 * Every review of a garage, hidden ones too, newest first, a page at a time; a visible one can
 * be hidden with a reason its customer is told (issue 31's moderation).
 */
export function GarageReviewsDialog({ garage }: { garage: GarageEntry }) {
  const [open, setOpen] = useState(false);
  const pages = useCursorPages();
  const reviews = useGarageReviews(garage.id, pages.cursor, open);
  const page = reviews.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pages.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Star aria-hidden="true" />
          Reviews
          <span className="sr-only"> of {garage.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Reviews of {garage.name}</DialogTitle>
          <DialogDescription>
            Verified reviews, newest first. A hidden review counts nowhere.
          </DialogDescription>
        </DialogHeader>
        {reviews.isPending ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : reviews.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The reviews could not be loaded. Please try again.
          </p>
        ) : page && page.items.length === 0 ? (
          <p className="text-sm text-slate-600">No reviews yet.</p>
        ) : (
          <ul aria-label="Reviews" className="flex max-h-[60vh] flex-col gap-2 overflow-auto">
            {page?.items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
        <CursorPager
          label="Review pages"
          pages={pages}
          nextCursor={page?.nextCursor}
          back="Newer"
          on="Older"
          size="sm"
        />
      </DialogContent>
    </Dialog>
  );
}

function ReviewItem({ review }: { review: AdminReview }) {
  const [hiding, setHiding] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <Stars stars={review.stars} /> {review.customerName}
        </p>
        {review.hiddenAt ? (
          <Badge tone="danger">Hidden</Badge>
        ) : (
          !hiding && (
            <Button size="sm" variant="outline" onClick={() => setHiding(true)}>
              Hide
            </Button>
          )
        )}
      </div>
      <p className="text-slate-600">
        <time dateTime={review.createdAt}>{formatLondonDate(review.createdAt)}</time>
      </p>
      {review.text && <p className="mt-1 break-words text-slate-800">{review.text}</p>}
      {review.hiddenReason && (
        <p className="mt-1 text-slate-700">Reason for hiding: {review.hiddenReason}</p>
      )}
      {hiding && !review.hiddenAt && (
        <HideForm reviewId={review.id} onDone={() => setHiding(false)} />
      )}
    </li>
  );
}

function HideForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const hide = useHideReview();
  const id = useId();
  const form = useForm<HideReviewBody>({
    resolver: zodResolver(hideReviewRequest),
    defaultValues: { reason: "" },
  });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit((body) => {
    if (hide.isPending) return;
    hide.mutate(
      { id: reviewId, body },
      {
        onSuccess: () => {
          toast.success("Review Hidden", { description: "Its customer has been told why." });
          onDone();
        },
        onError: (failure) =>
          toast.error("Error", { description: messageOf(failure, "Failed to hide the review") }),
      },
    );
  });
  return (
    <form noValidate className="mt-2 flex flex-col gap-2" onSubmit={submit}>
      <Label htmlFor={id}>Reason for hiding (the customer is told)</Label>
      <Input
        {...fieldAria(id, error)}
        {...form.register("reason")}
        maxLength={REVIEW_HIDE_REASON_MAX}
      />
      <FieldError id={id} message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={hide.isPending}>
          {hide.isPending ? "Hiding..." : "Hide Review"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
