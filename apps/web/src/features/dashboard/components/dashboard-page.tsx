import { LogOut } from "lucide-react";
import { type ComponentType, useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SessionUser } from "@/lib/auth/session";
import { useSignOut } from "@/lib/auth/sign-out";
import { MessagesTab } from "./messages-tab";
import { QuotesTab } from "./quotes-tab";
import { SettingsDialog } from "./settings-dialog";

interface DashboardTab {
  value: string;
  label: string;
  Panel: ComponentType;
}

/** The tabs in the spec's order; Messages, Manage, Deleted, Rewards and Vehicles join here. */
const TABS: readonly DashboardTab[] = [
  { value: "quotes", label: "Quotes", Panel: QuotesTab },
  { value: "messages", label: "Messages", Panel: MessagesTab },
];

/** Back from the payment page without paying: say so once, and tidy the address. */
function usePaymentCancelledNotice() {
  const [params, setParams] = useSearchParams();
  const cancelled = params.get("payment") === "cancelled";
  useEffect(() => {
    if (!cancelled) return;
    toast("Payment Cancelled", {
      description: "No fee was taken. You can pay it whenever you are ready.",
    });
    setParams(
      (current) => {
        current.delete("payment");
        return current;
      },
      { replace: true },
    );
  }, [cancelled, setParams]);
}

export function DashboardPage({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  usePaymentCancelledNotice();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
          <p className="mt-1 text-slate-700">
            Welcome back, <span className="font-medium break-all text-slate-900">{user.email}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SettingsDialog />
          <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </header>

      <Tabs defaultValue={TABS[0]?.value} className="mt-8">
        <TabsList aria-label="Dashboard sections">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
