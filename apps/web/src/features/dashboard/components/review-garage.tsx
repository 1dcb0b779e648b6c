import { REVIEW_STARS, REVIEW_TEXT_MAX } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { Stars } from "@/components/stars";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import { type ReviewBody, type ReviewView, reviewRequest } from "@/lib/schemas";
import { useReview, useSaveReview } from "../api/reviews";

const STAR_VALUES = Array.from(
  { length: REVIEW_STARS.max - REVIEW_STARS.min + 1 },
  (_, i) => REVIEW_STARS.min + i,
);

/**
 * The customer's verified review of the garage that did a paid, completed job (issue 31): the
 * invitation to write one, or the one written, changeable for 30 days.
 */
export function ReviewGarage({ requestId }: { requestId: string }) {
  const review = useReview(requestId);
  if (review.isPending || review.isError) return null;
  const { review: written, canWrite } = review.data;
  if (!written && !canWrite) return null;
  return (
    <section aria-label="Your review of the garage" className="mt-4 rounded-lg bg-slate-50 p-3">
      {written ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-sm font-semibold text-slate-900">
              Your review: <Stars stars={written.stars} />
            </p>
            {written.text && (
              <p className="mt-1 text-sm break-words text-slate-700">{written.text}</p>
            )}
            {written.hidden && <p className="mt-1 text-sm text-slate-600">Hidden by our team.</p>}
          </div>
          {written.editable && <ReviewDialog requestId={requestId} review={written} />}
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">How did the garage do?</p>
          <ReviewDialog requestId={requestId} review={null} />
        </div>
      )}
    </section>
  );
}

function ReviewDialog({ requestId, review }: { requestId: string; review: ReviewView | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={review ? "outline" : "primary"}>
          <Star aria-hidden="true" />
          {review ? "Edit Review" : "Review the Garage"}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close without saving">
        <DialogHeader>
          <DialogTitle>{review ? "Edit Your Review" : "Review the Garage"}</DialogTitle>
          <DialogDescription>
            Only customers who paid and whose job was completed can review, so other drivers can
            trust what they read. You can change it for 30 days.
          </DialogDescription>
        </DialogHeader>
        {open && <ReviewForm requestId={requestId} review={review} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm(props: { requestId: string; review: ReviewView | null; onDone: () => void }) {
  const save = useSaveReview(props.requestId, props.review !== null);
  const id = useId();
  const form = useForm<ReviewBody>({
    resolver: zodResolver(reviewRequest),
    defaultValues: { stars: props.review?.stars ?? 0, text: props.review?.text ?? "" },
  });
  const starsError = form.formState.errors.stars?.message;
  const textError = form.formState.errors.text?.message;

  const submit = form.handleSubmit((body) => {
    if (save.isPending) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(props.review ? "Review Updated" : "Review Posted", {
          description: "Thank you: your review helps other drivers choose a garage.",
        });
        props.onDone();
      },
      onError: (failure) =>
        toast.error("Error", { description: messageOf(failure, "Failed to save your review") }),
    });
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <fieldset
            aria-describedby={starsError ? `${id}-stars-error` : undefined}
            className="flex flex-col gap-1.5"
          >
            <legend className="mb-1.5 text-sm font-medium text-slate-900">Stars</legend>
            <div className="flex gap-1">
              {STAR_VALUES.map((value) => (
                <label
                  key={value}
                  className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    className="sr-only"
                    aria-label={`${value} ${value === 1 ? "star" : "stars"}`}
                  />
                  <Star
                    aria-hidden="true"
                    className={
                      value <= (field.value ?? 0)
                        ? "size-7 fill-amber-400 text-amber-500"
                        : "size-7 text-slate-400"
                    }
                  />
                </label>
              ))}
            </div>
            <FieldError id={`${id}-stars`} message={starsError} />
          </fieldset>
        )}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Your review (optional)</Label>
        <Textarea
          {...fieldAria(id, textError)}
          {...form.register("text")}
          maxLength={REVIEW_TEXT_MAX}
          placeholder="What went well, and what could have gone better?"
        />
        <FieldError id={id} message={textError} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={props.onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : props.review ? "Save Review" : "Post Review"}
        </Button>
      </DialogFooter>
    </form>
  );
}
