import { waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { toast as appToast } from "@/components/ui/toast";

const BARRIER = "toasts-settled";

/** The toasts on screen now, as the outlet draws them: kind, title and description. */
export function shownToasts() {
  return toast
    .getToasts()
    .filter((shown) => shown.id !== BARRIER)
    .map((shown) => ({
      type: "type" in shown ? shown.type : undefined,
      title: "title" in shown ? shown.title : undefined,
      description: "description" in shown ? shown.description : undefined,
    }));
}

/**
 * The toasts on screen once every toast the app has asked for so far is drawn. The app's toasts
 * reach sonner in the order they were asked for (components/ui/toast.ts), so one more asked for
 * now is drawn after all of them: when it is there, so are they, and "no toast" is a result.
 */
export async function settledToasts() {
  appToast.message(BARRIER, { id: BARRIER });
  await waitFor(() => {
    if (!toast.getToasts().some((shown) => shown.id === BARRIER)) throw new Error("not yet");
  });
  toast.dismiss(BARRIER);
  return shownToasts();
}
