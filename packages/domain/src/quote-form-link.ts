import { isServiceId, type ServiceId } from "./services.ts";

// Links to the quote form with services ticked (the footer's service links). Kept apart from
// the form's schemas so that a public page linking to the form loads no validation code.
/** The query parameter a link to the quote form names services with: ?service=get-new-tires. */
export const SERVICE_QUERY_PARAMETER = "service";

/** The link to the quote form with these services ticked: '/quote-request?service=respray'. */
export function quoteFormHref(quoteFormPath: string, serviceIds: readonly ServiceId[]): string {
  const query = new URLSearchParams(
    serviceIds.map((id): [string, string] => [SERVICE_QUERY_PARAMETER, id]),
  );
  return serviceIds.length === 0 ? quoteFormPath : `${quoteFormPath}?${query}`;
}

/**
 * The services a link asks the form to tick, added to those already ticked (a draft keeps
 * its own); ids that are not in the catalogue are ignored.
 */
export function withRequestedServices(ticked: readonly string[], query: URLSearchParams): string[] {
  const requested = query.getAll(SERVICE_QUERY_PARAMETER).filter(isServiceId);
  return [...new Set([...ticked, ...requested])];
}
