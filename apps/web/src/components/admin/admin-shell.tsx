import { isSuperAdmin } from "@automobi/domain";
import type { ReactNode } from "react";
import { NavLink } from "@/components/ui/link";
import { useSession } from "@/lib/auth/session";
import { cx } from "@/lib/class-names";
import { paths } from "@/lib/paths";

interface AdminNavItem {
  to: string;
  label: string;
  /** Shown to super admins only (the server refuses the rest anyway). */
  superAdminOnly?: boolean;
}

const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: paths.admin.portal, label: "Portal" },
  { to: paths.admin.dashboard, label: "Dashboard" },
  { to: paths.admin.quoteProcessing, label: "Quote Processing" },
  { to: paths.admin.customerService, label: "Customer Service" },
  { to: paths.admin.deletedQuotes, label: "Deleted Requests" },
  { to: paths.admin.emails, label: "E-mail Log" },
  { to: paths.admin.garages, label: "Garages" },
  { to: paths.admin.audit, label: "Audit Log", superAdminOnly: true },
  { to: paths.admin.staff, label: "Staff", superAdminOnly: true },
];

interface AdminShellProps {
  title: string;
  subtitle?: ReactNode;
  /** Beside the title: a clock, buttons. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The admin area's navigation, on every admin screen. */
export function AdminNav() {
  const superAdmin = isSuperAdmin(useSession().user?.role);
  const items = ADMIN_NAV.filter((item) => superAdmin || !item.superAdminOnly);
  return (
    <nav aria-label="Admin" className="-mx-1 overflow-x-auto pb-1">
      <ul className="flex gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cx(
                  "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                  isActive
                    ? "bg-brand-700 text-white"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Every admin screen: the admin navigation, then the screen's title and content. */
export function AdminShell({ title, subtitle, aside, children }: AdminShellProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <AdminNav />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-slate-700">{subtitle}</p>}
        </div>
        {aside}
      </header>
      <div className="mt-6">{children}</div>
    </div>
  );
}
