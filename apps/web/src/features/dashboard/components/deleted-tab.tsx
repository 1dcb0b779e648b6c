import { QuoteRequestCard } from "./quote-request-card";
import { RequestListSection } from "./request-list-section";

/** The Deleted tab: the customer's deleted requests, read-only (spec 001 §2). */
export function DeletedTab() {
  return (
    <RequestListSection
      title="Deleted Quote Requests"
      view="deleted"
      loading="Loading your deleted requests..."
      empty="No deleted quotes"
      pagesLabel="Deleted request pages"
    >
      {(request) => <QuoteRequestCard request={request} />}
    </RequestListSection>
  );
}
