import { toast } from "sonner";

/** The toasts on screen now, as the outlet draws them: kind, title and description. */
export function shownToasts() {
  return toast.getToasts().map((shown) => ({
    type: "type" in shown ? shown.type : undefined,
    title: "title" in shown ? shown.title : undefined,
    description: "description" in shown ? shown.description : undefined,
  }));
}
