import { REVIEW_STARS, REVIEW_TEXT_MAX } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { FieldError, fieldAria } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import { type ReviewBody, type ReviewView, reviewRequest } from "@/lib/schemas";
import { useSaveReview } from "../api/reviews";

const STAR_VALUES = Array.from(
  { length: REVIEW_STARS.max - REVIEW_STARS.min + 1 },
  (_, i) => REVIEW_STARS.min + i,
);

/** The review dialog's form (review-garage.tsx), downloaded when the dialog first opens. */
export function ReviewForm(props: {
  requestId: string;
  review: ReviewView | null;
  onDone: () => void;
}) {
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
