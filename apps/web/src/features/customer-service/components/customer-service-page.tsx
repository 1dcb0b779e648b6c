import { AdminShell } from "@/components/admin/admin-shell";
import { RecentRequests } from "./recent-requests";
import { SupportTickets } from "./support-tickets";

/**
 * Customer Service Center (spec 001 §2, spec README item 4): the latest requests with their
 * quick transitions, and the support tickets with their conversation and Send Response.
 */
export function CustomerServicePage() {
  return (
    <AdminShell
      title="Customer Service Center"
      subtitle="Answer support tickets and keep recent requests moving"
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <RecentRequests />
        <SupportTickets />
      </div>
    </AdminShell>
  );
}
