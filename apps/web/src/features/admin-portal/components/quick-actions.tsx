import { isSuperAdmin } from "@automobi/domain";
import { ClipboardList, Headset, Inbox, type LucideIcon, Settings, Users } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { useSession } from "@/lib/auth/session";
import { cx } from "@/lib/class-names";
import { paths } from "@/lib/paths";
import { CustomerManagementDialog } from "./customer-management-dialog";
import { SystemSettingsDialog } from "./system-settings-dialog";

const LINKS: readonly { to: string; label: string; text: string; Icon: LucideIcon }[] = [
  {
    to: paths.admin.dashboard,
    label: "Outstanding Requests",
    text: "Review and progress new quote requests",
    Icon: Inbox,
  },
  {
    to: paths.admin.quoteProcessing,
    label: "Quote Processing",
    text: "Enter garages' quotes for customers",
    Icon: ClipboardList,
  },
  {
    to: paths.admin.customerService,
    label: "Customer Service",
    text: "Answer support tickets and update requests",
    Icon: Headset,
  },
];

const actionClass = cx(
  "flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm",
  "transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:hover:bg-slate-50",
);

interface ActionBodyProps {
  Icon: LucideIcon;
  label: string;
  children: ReactNode;
}

function ActionBody({ Icon, label, children }: ActionBodyProps) {
  return (
    <>
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="flex flex-col">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-sm text-slate-600">{children}</span>
      </span>
    </>
  );
}

/** A quick action that opens an overlay: the dialogs' trigger. */
export function ActionButton({
  Icon,
  label,
  children,
  ...props
}: ActionBodyProps & Omit<ComponentProps<"button">, "children">) {
  return (
    <button type="button" className={actionClass} {...props}>
      <ActionBody Icon={Icon} label={label}>
        {children}
      </ActionBody>
    </button>
  );
}

/**
 * The quick actions (spec 001 §2): three screens, then Customer Management and System Settings
 * in overlays. System Settings is for super admins; an admin sees it disabled and why.
 */
export function QuickActions() {
  const superAdmin = isSuperAdmin(useSession().user?.role);
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-3 text-xl font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ to, label, text, Icon }) => (
          <li key={to}>
            <Link to={to} className={actionClass}>
              <ActionBody Icon={Icon} label={label}>
                {text}
              </ActionBody>
            </Link>
          </li>
        ))}
        <li>
          <CustomerManagementDialog
            trigger={
              <ActionButton Icon={Users} label="Customer Management">
                Delete customer requests for good
              </ActionButton>
            }
          />
        </li>
        <li>
          {superAdmin ? (
            <SystemSettingsDialog
              trigger={
                <ActionButton Icon={Settings} label="System Settings">
                  Platform name, fee, reward points and response time
                </ActionButton>
              }
            />
          ) : (
            <ActionButton Icon={Settings} label="System Settings" disabled>
              Super admin access required
            </ActionButton>
          )}
        </li>
      </ul>
    </section>
  );
}
