import type { QuoteRequestForm } from "@automobi/domain";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** The created row, as far as the form needs it. */
export interface SubmittedQuoteRequest {
  id: string;
  status: string;
  createdAt: string;
}

/**
 * Sends the form (the server parses it with quoteRequestBodySchema). The same idempotency key
 * answers with the first request instead of creating a second. Signed out: 401. Field
 * problems: 400 with `fields`.
 */
export function submitQuoteRequest(
  form: QuoteRequestForm,
  idempotencyKey: string,
): Promise<SubmittedQuoteRequest> {
  return apiFetch(apiPaths.quoteRequests, {
    method: "POST",
    body: form,
    headers: { "idempotency-key": idempotencyKey },
  });
}
