import type { customerQuoteRequest, QuoteRequestForm, Wire } from "@automobi/domain";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** The created request, as the customer sees it. */
export type SubmittedQuoteRequest = Wire<typeof customerQuoteRequest>;

/**
 * Sends the form (the server parses it with quoteRequestBodySchema). The same idempotency key
 * answers with the first request instead of creating a second. Signed out: 401. Field
 * problems: 400 with `fields`.
 */
export function submitQuoteRequest(
  form: QuoteRequestForm,
  idempotencyKey: string,
): Promise<SubmittedQuoteRequest> {
  return apiFetch<typeof customerQuoteRequest>(apiPaths.quoteRequests, {
    method: "POST",
    body: form,
    headers: { "idempotency-key": idempotencyKey },
  });
}
