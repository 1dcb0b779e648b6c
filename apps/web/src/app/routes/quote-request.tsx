import { SERVICE_QUERY_PARAMETER, withRequestedServices } from "@automobi/domain";
import { type LoaderFunctionArgs, redirect, useLocation } from "react-router";
import { QuoteRequestPage } from "@/features/quote-request/components/quote-request-page";
import { readDraft, replaceDraft } from "@/features/quote-request/draft-storage";
import { EMPTY_QUOTE_FORM, EMPTY_VEHICLE_CONTEXT } from "@/features/quote-request/quote-form";
import { useHydrated } from "@/lib/hydrated";

/**
 * A link that names services (the footer's: /quote-request?service=annual-inspection) ticks
 * them in the saved draft, which the form opens with, then drops them from the address so a
 * reload does not tick them again after the customer unticked one.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has(SERVICE_QUERY_PARAMETER)) return null;
  const draft = readDraft() ?? { values: EMPTY_QUOTE_FORM, vehicle: EMPTY_VEHICLE_CONTEXT };
  const services = withRequestedServices(draft.values.services, url.searchParams);
  replaceDraft({ ...draft, values: { ...draft.values, services } });
  url.searchParams.delete(SERVICE_QUERY_PARAMETER);
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

export function Component() {
  // A new visit to the page (a footer link followed while on it) opens the form afresh from
  // the draft, so the services the link ticked are shown.
  const { key } = useLocation();
  // The prerendered form (empty) hydrates first, then mounts again with the saved draft.
  const hydrated = useHydrated();
  return <QuoteRequestPage key={hydrated ? key : "prerendered"} />;
}
