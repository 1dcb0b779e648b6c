import { SERVICE_QUERY_PARAMETER, withRequestedServices } from "@automobi/domain";
import { memo, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { QuoteRequestPage } from "@/features/quote-request/components/quote-request-page";
import { readDraft, replaceDraft } from "@/features/quote-request/draft-storage";
import { EMPTY_QUOTE_FORM, EMPTY_VEHICLE_CONTEXT } from "@/features/quote-request/quote-form";
import { useHydrated } from "@/lib/hydrated";

/**
 * A link that names services (the footer's: /quote-request?service=annual-inspection) ticks
 * them in the saved draft, which the form opens with, then drops them from the address so a
 * reload does not tick them again after the customer unticked one. Nothing is drawn meanwhile.
 * A passive effect, not a layout one: on the app's first render the router starts listening to
 * the address in its own layout effect, which runs after its children's.
 */
function ServiceLink({ search }: { search: string }) {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const draft = readDraft() ?? { values: EMPTY_QUOTE_FORM, vehicle: EMPTY_VEHICLE_CONTEXT };
    const services = withRequestedServices(draft.values.services, params);
    replaceDraft({ ...draft, values: { ...draft.values, services } });
    params.delete(SERVICE_QUERY_PARAMETER);
    const rest = params.toString();
    navigate(`${pathname}${rest ? `?${rest}` : ""}${hash}`, { replace: true });
  }, [search, pathname, hash, navigate]);
  return null;
}

/** The page draws itself again only when its key changes. */
const Page = memo(QuoteRequestPage);

function QuoteRequestForm() {
  // A new visit to the page (a footer link followed while on it) opens the form afresh from
  // the draft, so the services the link ticked are shown.
  const { key } = useLocation();
  const hydrated = useHydrated();
  const [first] = useState(() => ({
    key,
    draft: typeof window !== "undefined" && readDraft() !== null,
  }));
  // The prerendered form (empty) hydrates first, then mounts again with the draft saved in this
  // browser, if there is one: without a draft the hydrated form is already the right one, and
  // drawing it afresh would block the page for a long moment on a slow phone.
  const redraw = hydrated && (key !== first.key || first.draft);
  return <Page key={redraw ? key : "prerendered"} />;
}

export function Component() {
  const { search } = useLocation();
  if (new URLSearchParams(search).has(SERVICE_QUERY_PARAMETER)) {
    return <ServiceLink search={search} />;
  }
  return <QuoteRequestForm />;
}
