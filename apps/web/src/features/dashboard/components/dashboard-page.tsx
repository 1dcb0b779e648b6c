import type { DashboardTab } from "@automobi/domain";
import { LogOut, Plus, UserRound } from "lucide-react";
import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import { EmailAddress } from "@/components/email-address";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import type { SessionUser } from "@/lib/auth/session";
import { useSignOut } from "@/lib/auth/sign-out";
import { paths } from "@/lib/paths";
import { useTabInAddress } from "../lib/tab-in-address";
import { NotificationsDialog } from "./notifications-dialog";
import { QuotesTab } from "./quotes-tab";
import { ScheduleServiceDialog } from "./schedule-service-dialog";
import { SettingsDialog } from "./settings-dialog";
import { StatCards } from "./stat-cards";
import { UpcomingAppointments } from "./upcoming-appointments";

// The tabs other than Quotes (the one a dashboard opens on) are downloaded when first opened,
// so the dashboard's first load carries only the code of what it shows (issue 33).
const MessagesTab = lazy(() => import("./messages-tab").then((m) => ({ default: m.MessagesTab })));
const ManageTab = lazy(() => import("./manage-tab").then((m) => ({ default: m.ManageTab })));
const DeletedTab = lazy(() => import("./deleted-tab").then((m) => ({ default: m.DeletedTab })));
const RewardsTab = lazy(() => import("./rewards-tab").then((m) => ({ default: m.RewardsTab })));
const VehiclesTab = lazy(() => import("./vehicles-tab").then((m) => ({ default: m.VehiclesTab })));

/** What an opened tab shows while its code arrives: the space of a list, and a status. */
function TabLoading() {
  return (
    <div role="status" className="flex min-h-64 flex-col gap-3 pt-2">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  );
}

interface TabPanel {
  value: DashboardTab;
  label: string;
  Panel: ComponentType;
}

/** The tabs in the spec's order (spec 001 §2). */
const TABS: readonly TabPanel[] = [
  { value: "quotes", label: "Quotes", Panel: QuotesTab },
  { value: "messages", label: "Messages", Panel: MessagesTab },
  { value: "manage", label: "Manage", Panel: ManageTab },
  { value: "deleted", label: "Deleted", Panel: DeletedTab },
  { value: "rewards", label: "Rewards", Panel: RewardsTab },
  { value: "vehicles", label: "Vehicles", Panel: VehiclesTab },
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

/** The first word of the account's name; an address stored as a name is no name. */
function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.includes("@") ? "" : first;
}

export function DashboardPage({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  usePaymentCancelledNotice();
  const firstName = firstNameOf(user.name);
  const { tab, openTab, tabsRef } = useTabInAddress();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Dashboard</h1>
          {/* The spec's 'Welcome back' with the e-mail: beside the first name when there is one. */}
          <p className="mt-1 text-slate-700">
            {firstName ? (
              <>
                Welcome back, {firstName}{" "}
                <span className="text-slate-600">
                  (<EmailAddress email={user.email} className="font-medium text-slate-900" />)
                </span>
              </>
            ) : (
              <>
                Welcome back,{" "}
                <EmailAddress email={user.email} className="font-medium text-slate-900" />
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" asChild>
            <Link to={paths.profile}>
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </Button>
          <SettingsDialog />
          <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </header>

      <StatCards onOpenTab={openTab} />

      <section className="mt-6 flex flex-wrap gap-3" aria-label="Quick actions">
        <Button asChild>
          <Link to={paths.quoteRequest}>
            <Plus aria-hidden="true" />
            New Quote Request
          </Link>
        </Button>
        <ScheduleServiceDialog />
        <NotificationsDialog />
      </section>

      <UpcomingAppointments />

      <Tabs ref={tabsRef} value={tab} onValueChange={openTab} className="mt-8 scroll-mt-20">
        <TabsList aria-label="Dashboard sections">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Suspense fallback={<TabLoading />}>
              <Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
