import type { QuoteRequestForm } from "@automobi/domain";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import type { customerQuoteRequest, Wire } from "@/lib/schemas";

/** The created request, as the customer sees it. */
export type SubmittedQuoteRequest = Wire<typeof customerQuoteRequest>;

/**
 * Sends the form (the server parses it with quoteRequestBodySchema), with the plate whose
 * lookup gave the make and model, if one did. The same idempotency key answers with the first
 * request instead of creating a second. Signed out: 401. Field problems: 400 with `fields`.
 */
export function submitQuoteRequest(
  form: QuoteRequestForm,
  lookedUpRegistration: string | null,
  idempotencyKey: string,
): Promise<SubmittedQuoteRequest> {
  return apiFetch<typeof customerQuoteRequest>(apiPaths.quoteRequests, {
    method: "POST",
    body: { ...form, lookedUpRegistration },
    headers: { "idempotency-key": idempotencyKey },
  });
}
